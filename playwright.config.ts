import { defineConfig, devices } from '@playwright/test';

/** Run through `npm test` (or `npm test -- e2e`), which starts the embedded backend and `next start` first. */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // `npm test` also asks for a JSON report (E2E_REPORT_FILE), to name the failed tests in its summary.
  reporter: process.env.E2E_REPORT_FILE ? [['list'], ['json', { outputFile: process.env.E2E_REPORT_FILE }]] : [['list']],
  timeout: 30_000,
  // A page that renders per request can take several seconds on a loaded 2-core CI machine (the
  // console after sign-in took more than the default 5 s); a passing assertion does not wait longer.
  expect: { timeout: 15_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3100',
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
});
