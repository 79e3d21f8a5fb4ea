import { jestFailures, playwrightFailures } from '../../../scripts/lib/failed-tests.mjs';

test("a Jest report's failed tests are named by file and full name, and a file that did not run by its first error line", () => {
  const report = {
    testResults: [
      {
        name: '/repo/tests/unit/cart/cart.test.ts',
        status: 'failed',
        message: '',
        assertionResults: [
          { status: 'passed', fullName: 'cart adds a line', title: 'adds a line' },
          { status: 'failed', fullName: 'cart merges the same variant', title: 'merges the same variant' },
        ],
      },
      {
        name: '/repo/tests/integration/api-orders.test.ts',
        status: 'failed',
        message: '\n  ● Test suite failed to run\n\n    Cannot find module',
        assertionResults: [],
      },
      { name: '/repo/tests/unit/ok.test.ts', status: 'passed', message: '', assertionResults: [{ status: 'passed', title: 'ok' }] },
    ],
  };
  expect(jestFailures(report, '/repo')).toEqual([
    'tests/unit/cart/cart.test.ts › cart merges the same variant',
    'tests/integration/api-orders.test.ts (the file did not run: ● Test suite failed to run)',
  ]);
});

test("a Playwright report's failed specs are named by file, line and their describe titles; errors outside tests too", () => {
  const report = {
    suites: [
      {
        title: 'checkout.spec.ts',
        file: 'checkout.spec.ts',
        specs: [{ title: 'a guest pays on delivery', ok: false, file: 'checkout.spec.ts', line: 12 }],
        suites: [
          {
            title: 'coupons',
            file: 'checkout.spec.ts',
            specs: [
              { title: 'a live code applies', ok: true, file: 'checkout.spec.ts', line: 40 },
              { title: 'an unknown code is refused', ok: false, file: 'checkout.spec.ts', line: 55 },
            ],
          },
        ],
      },
    ],
    errors: [{ message: 'Error: the shop did not start\n    at start' }],
  };
  expect(playwrightFailures(report)).toEqual([
    'checkout.spec.ts:12 › a guest pays on delivery',
    'checkout.spec.ts:55 › coupons › an unknown code is refused',
    '(outside any test) Error: the shop did not start',
  ]);
});
