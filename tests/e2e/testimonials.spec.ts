import { expect, test } from '@playwright/test';
import { ReviewsSection } from './pages/reviews-section';
import { restSelect } from './pages/shop-backend';

test.describe('customer reviews on the landing page', () => {
  test('the average to one decimal with stars and the number of reviews', async ({ page }) => {
    const reviews = new ReviewsSection(page);
    await reviews.goto();
    await expect(reviews.average).toHaveText('4.6');
    await expect(reviews.count).toHaveText('Based on 8 reviews');
    await expect(reviews.section.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeVisible();
    const fills = await reviews.section
      .getByRole('img', { name: 'Rated 4.6 out of 5' })
      .locator('[data-fill]')
      .evaluateAll((stars) => stars.map((s) => s.getAttribute('data-fill')));
    expect(fills).toEqual(['1', '1', '1', '1', '0.6']);
  });

  test('the reviews are in the server HTML, so the page needs no request to show them', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('Rukhsana Bibi');
    expect(html).not.toContain('Zainab Shah');
  });

  test('the carousel: current card with previous and next stacked behind, counter, hint; buttons and arrow keys wrap around', async ({
    page,
  }) => {
    const reviews = new ReviewsSection(page);
    await reviews.goto();
    await expect(reviews.counter).toHaveText('1 / 8');
    await expect(reviews.current).toContainText('Rukhsana Bibi');
    await expect(reviews.stack.locator(':scope > [aria-hidden="true"]')).toHaveCount(2);
    await expect(reviews.hint).toHaveText(/Swipe left or right/);

    await reviews.next.click();
    await expect(reviews.counter).toHaveText('2 / 8');
    await reviews.previous.click();
    await expect(reviews.counter).toHaveText('1 / 8');
    await reviews.previous.click();
    await expect(reviews.counter).toHaveText('8 / 8');
    await reviews.next.click();
    await expect(reviews.counter).toHaveText('1 / 8');

    await reviews.carousel.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(reviews.counter).toHaveText('8 / 8');
    await page.keyboard.press('ArrowRight');
    await expect(reviews.counter).toHaveText('1 / 8');
    await page.keyboard.press('ArrowRight');
    await expect(reviews.counter).toHaveText('2 / 8');
  });

  test('swiping: more than 100 px left brings the next card, right the previous; a short swipe snaps back', async ({ page }) => {
    const reviews = new ReviewsSection(page);
    await reviews.goto();
    await reviews.drag(-160);
    await expect(reviews.counter).toHaveText('2 / 8');
    await reviews.drag(160);
    await expect(reviews.counter).toHaveText('1 / 8');
    await reviews.drag(160);
    await expect(reviews.counter).toHaveText('8 / 8');
    await reviews.drag(-60);
    await expect(reviews.current).toHaveAttribute('style', /translateX\(0px\)/);
    await expect(reviews.counter).toHaveText('8 / 8');
    await reviews.touchSwipe(-150);
    await expect(reviews.counter).toHaveText('1 / 8');
    await reviews.touchSwipe(150);
    await expect(reviews.counter).toHaveText('8 / 8');
  });

  test('with reduced motion the carousel still moves', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const reviews = new ReviewsSection(page);
    await reviews.goto();
    await reviews.next.click();
    await expect(reviews.counter).toHaveText('2 / 8');
  });
});

test.describe('Share Your Experience', () => {
  test('name and feedback are required', async ({ page }) => {
    const reviews = new ReviewsSection(page);
    await reviews.goto();
    let posted = false;
    page.on('request', (r) => (posted ||= r.method() === 'POST' && r.url().endsWith('/api/testimonials')));
    await reviews.submit.click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Feedback is required')).toBeVisible();
    await expect(reviews.name).toBeFocused();
    expect(posted).toBe(false);
  });

  test('a review is sent, waits for approval, the form resets and the list reloads', async ({ page, request }) => {
    const reviews = new ReviewsSection(page);
    await reviews.goto();
    await expect(reviews.star(5)).toBeChecked();
    const name = `E2E Reviewer ${Date.now()}`;
    await reviews.name.fill(name);
    await reviews.feedback.fill('The walnut kernels were fresh and <b>crunchy</b>.');
    await reviews.star(4).check({ force: true });
    const reload = page.waitForResponse((r) => r.url().endsWith('/api/testimonials') && r.request().method() === 'GET');
    await reviews.submit.click();
    const thanks = page.getByText('Thank you for your feedback!');
    await expect(thanks).toBeVisible();
    await expect(page.getByText('Your review will appear here once our team has approved it.')).toBeVisible();
    await expect(reviews.name).toHaveValue('');
    await expect(reviews.feedback).toHaveValue('');
    await expect(reviews.star(5)).toBeChecked();
    expect((await reload).status()).toBe(200);
    await expect(reviews.count).toHaveText('Based on 8 reviews');

    const rows = await restSelect<{ review_text: string; rating: number; is_approved: boolean }>(
      request,
      'testimonials',
      `reviewer_name=eq.${encodeURIComponent(name)}&select=review_text,rating,is_approved`,
    );
    expect(rows).toEqual([{ review_text: 'The walnut kernels were fresh and <b>crunchy</b>.', rating: 4, is_approved: false }]);

    await expect(thanks).toBeHidden({ timeout: 10_000 });
  });

  test('the thank-you notice can be dismissed', async ({ page }) => {
    const reviews = new ReviewsSection(page);
    await reviews.goto();
    await reviews.name.fill(`E2E Dismiss ${Date.now()}`);
    await reviews.feedback.fill('Good honey.');
    await reviews.submit.click();
    await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByText('Thank you for your feedback!')).toBeHidden();
  });

  test('when the reviews cannot be reloaded, the four built-in ones are shown and the error is logged', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/api/testimonials', (route) => (route.request().method() === 'GET' ? route.abort('failed') : route.fallback()));
    const reviews = new ReviewsSection(page);
    await reviews.goto();
    await expect(reviews.counter).toHaveText('1 / 8');
    await reviews.name.fill(`E2E Fallback ${Date.now()}`);
    await reviews.feedback.fill('Lovely figs.');
    await reviews.submit.click();
    await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
    await expect(reviews.counter).toHaveText('1 / 4', { timeout: 15_000 });
    await expect(reviews.count).toHaveText('Based on 4 reviews');
    await expect(reviews.average).toHaveText('4.8');
    await expect(reviews.current).toContainText('Nadia Rahim');
    for (const expected of ['Omar Farooq', 'Saima Karim', 'Tariq Mehmood']) {
      await reviews.next.click();
      await expect(reviews.current).toContainText(expected);
    }
    expect(errors.some((text) => text.includes('Failed to fetch testimonials'))).toBe(true);
  });
});
