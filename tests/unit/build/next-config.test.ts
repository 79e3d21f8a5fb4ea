/** The browser tests' test-only pages (`page.e2e.tsx`) are routes in their build only. */
async function pageExtensions(e2e: boolean): Promise<string[]> {
  const saved = process.env.E2E_TEST_ROUTES;
  if (e2e) process.env.E2E_TEST_ROUTES = 'on';
  else delete process.env.E2E_TEST_ROUTES;
  try {
    jest.resetModules();
    const file = '../../../next.config.mjs';
    const config = ((await import(file)) as { default: { pageExtensions: string[] } }).default;
    return config.pageExtensions;
  } finally {
    if (saved === undefined) delete process.env.E2E_TEST_ROUTES;
    else process.env.E2E_TEST_ROUTES = saved;
  }
}

test('a production build has no test-only pages; the browser tests’ build has them', async () => {
  expect(await pageExtensions(false)).not.toContain('e2e.tsx');
  expect(await pageExtensions(true)).toContain('e2e.tsx');
});
