import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/accessibility';
import { HeaderSearch } from './pages/header-search';

const VIEWPORTS = [
  { name: 'on a phone', phone: true, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  // Between md and lg the box has a row of its own under the header.
  { name: 'on a tablet', phone: false, use: { viewport: { width: 820, height: 1180 }, hasTouch: true } },
  { name: 'on a desktop', phone: false, use: { viewport: { width: 1280, height: 800 } } },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`the header's search box ${viewport.name}, from the keyboard`, () => {
    test.use(viewport.use);

    test('"badaam": ArrowDown to the first product, Enter opens its page; the open list passes axe', async ({ page }) => {
      const search = new HeaderSearch(page);
      await page.goto('/');
      await search.focus(viewport);
      await search.type('badaam');
      await expect(search.options.first()).toContainText(/almond/i);
      await expect(search.options.last()).toHaveText(/^See all \d+ results for “badaam”$/);
      await expect(page.getByRole('status').filter({ hasText: /products? found/ })).toHaveText(/^\d+ products? found$/);
      await expectNoAxeViolations(page);

      await page.keyboard.press('ArrowDown');
      const first = await search.activeOption();
      await expect(first).toHaveAttribute('aria-selected', 'true');
      const name = (await first.locator('span.truncate').textContent())!;
      const href = (await first.getAttribute('href'))!;
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      expect(name).toMatch(/almond/i);
    });

    test('"almund" and Enter without a choice: /shop?q=almund lists almonds', async ({ page }) => {
      const search = new HeaderSearch(page);
      await page.goto('/terms');
      await search.focus(viewport);
      await search.type('almund');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/shop\?q=almund$/);
      const cards = page.getByRole('main').getByTestId('product-card');
      await expect(cards.first()).toBeVisible();
      for (const name of await cards.getByRole('heading').allTextContents()) expect(name).toMatch(/almond/i);
    });

    test('Urdu script: "بادام" shows almonds, typed right to left', async ({ page }) => {
      const search = new HeaderSearch(page);
      await page.goto('/');
      await search.focus(viewport);
      await search.type('بادام');
      // The text takes its own direction (unicode-bidi: plaintext) while the box keeps the page's, so
      // the search button and the room kept for it stay on the same side whatever is typed.
      expect(await search.box.evaluate((input) => [getComputedStyle(input).unicodeBidi, getComputedStyle(input).direction])).toEqual([
        'plaintext',
        'ltr',
      ]);
      await expect(search.options.first()).toContainText(/almond/i);
    });

    test('Escape closes the list, a second Escape clears the text', async ({ page }) => {
      const search = new HeaderSearch(page);
      await page.goto('/');
      await search.focus(viewport);
      await search.type('apricot');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Escape');
      await expect(search.listbox).toBeHidden();
      await expect(search.box).toHaveAttribute('aria-expanded', 'false');
      await expect(search.box).toHaveValue('apricot');
      await page.keyboard.press('Escape');
      await expect(search.box).toHaveValue('');
      await expect(search.box).toBeFocused();
    });
  });
}

test.describe('the phone menu', () => {
  test.use(VIEWPORTS[0].use);

  test('"See all results" by keyboard on the results page itself closes the menu', async ({ page }) => {
    const search = new HeaderSearch(page);
    await page.goto('/shop?q=badaam');
    await search.focus({ phone: true });
    await search.type('badaam');
    await page.keyboard.press('ArrowUp');
    await expect(await search.activeOption()).toHaveText(/^See all \d+ results for “badaam”$/);
    await page.keyboard.press('Enter');
    await expect(search.shell.mobileNav).toBeHidden();
    await expect(page).toHaveURL(/\/shop\?q=badaam$/);
  });
});

test('the console has no search box', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Gilgit Dry Fruits' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search products' })).toHaveCount(0);
});
