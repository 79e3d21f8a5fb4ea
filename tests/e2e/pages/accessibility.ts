import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe finds nothing on the page as it is now (every rule, WCAG 2.x A and AA included). */
export async function expectNoAxeViolations(page: Page) {
  // A router.refresh() replaces the streamed <title>; axe reads a settled page, not that moment.
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
