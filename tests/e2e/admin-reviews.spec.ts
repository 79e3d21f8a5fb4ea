import { expect, test } from '@playwright/test';
import { createShopper } from './pages/accounts';
import { AdminConsole } from './pages/admin-console';
import { ReviewsSection } from './pages/reviews-section';

test.describe('review moderation on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test.describe.configure({ timeout: 90_000 });

  test('a visitor reviews; the owner sees it waiting, publishes it, and the home page shows it at once; delete takes it off again', async ({
    page,
  }) => {
    const reviews = new ReviewsSection(page);
    await reviews.goto();
    const name = `E2E Moderated ${Date.now()}`;
    await reviews.name.fill(name);
    await reviews.feedback.fill('The dried mulberries tasted like summer in Hunza.');
    await reviews.submit.click();
    await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
    const countBefore = await reviews.count.textContent();

    const owner = await createShopper({ admin: true });
    const ownerConsole = new AdminConsole(page);
    await ownerConsole.signIn(owner.email, owner.password);
    await expect(page.getByRole('link', { name: /Reviews to check/ })).toContainText(/[1-9]/);
    await ownerConsole.nav.getByRole('link', { name: 'Reviews' }).click();
    const review = page.getByRole('article', { name: `Review by ${name}` });
    await expect(review).toContainText('The dried mulberries tasted like summer in Hunza.');
    await ownerConsole.expectAccessible();

    await review.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Review published: it is on the home page now.')).toBeVisible();
    await expect(review).toHaveCount(0);

    await reviews.goto();
    await expect(reviews.count).not.toHaveText(countBefore!);
    await expect(reviews.carousel).toContainText(name);

    // Leave the landing page's reviews as they were for the other specs.
    await page.goto('/admin/reviews?show=published');
    const published = page.getByRole('article', { name: `Review by ${name}` });
    await published.getByRole('button', { name: 'Delete' }).click();
    await published.getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(page.getByText('Review deleted.')).toBeVisible();
    await reviews.goto();
    await expect(reviews.count).toHaveText(countBefore!);
  });
});
