import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });
const shared = { moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' } };

/** Two projects: fast unit tests, and integration tests against the real embedded backend. */
export default async function config() {
  const unit = await createJestConfig({
    ...shared,
    displayName: 'unit',
    testEnvironment: 'jsdom',
    setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
    testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
  })();
  const integration = await createJestConfig({
    ...shared,
    displayName: 'integration',
    testEnvironment: 'node',
    globalSetup: '<rootDir>/tests/integration/global-setup.ts',
    testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
  })();
  return { projects: [unit, integration], testTimeout: 60_000 };
}
