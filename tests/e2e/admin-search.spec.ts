import { expect, test } from '@playwright/test';
import { createShopper } from './pages/accounts';
import { expectNoAxeViolations } from './pages/accessibility';
import { AdminConsole } from './pages/admin-console';
import { AdminSearch } from './pages/admin-search';
import { restDelete, restInsert } from './pages/shop-backend';

test.describe('the console’s Search page, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the owner takes a search that found nothing as a word for walnut, sees it listed, and removes it', async ({ page, request }) => {
    const word = `e2e${Date.now().toString(36)}`;
    // Searched more than any other miss, so it is among the 50 the page shows.
    await restInsert(request, 'search_misses', { query: word, searches: 10_000, last_searched_at: '2026-11-20T10:05:00Z' });
    try {
      const owner = await createShopper({ admin: true });
      await new AdminConsole(page).signIn(owner.email, owner.password);
      const search = new AdminSearch(page);
      await search.open();
      await expect(search.miss(word)).toContainText('Searched 10000 times, last 20 Nov 2026, 3:05 pm');
      await expectNoAxeViolations(page);

      await search.miss(word).getByRole('button', { name: 'Add as a word' }).click();
      await expect(search.form.getByLabel('Word')).toHaveValue(word);
      await expect(search.form.getByLabel('Means')).toBeFocused();
      await search.form.getByLabel('Means').fill('Walnut');
      await search.form.getByRole('button', { name: 'Add word' }).click();
      await expect(search.notice(`“${word}” now finds walnut.`)).toBeVisible();
      await expect(search.wordsFor('walnut')).toContainText(word);
      await expect(search.form.getByLabel('Word')).toHaveValue('');
      await expectNoAxeViolations(page);

      await search
        .wordsFor('walnut')
        .getByRole('button', { name: `Remove ${word} (walnut)` })
        .click();
      await expect(search.notice(`“${word}” removed.`)).toBeVisible();
      await expect(search.words).not.toContainText(word);
    } finally {
      await restDelete(request, 'search_synonyms', `term=eq.${word}`);
      await restDelete(request, 'search_misses', `query=eq.${word}`);
    }
  });
});
