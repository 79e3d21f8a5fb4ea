import type { Locator, Page } from '@playwright/test';

/** The landing page's customer reviews: summary, carousel and the "Share Your Experience" form. */
export class ReviewsSection {
  readonly section: Locator;
  readonly average: Locator;
  readonly count: Locator;
  readonly carousel: Locator;
  readonly stack: Locator;
  readonly current: Locator;
  readonly counter: Locator;
  readonly previous: Locator;
  readonly next: Locator;
  readonly hint: Locator;
  readonly name: Locator;
  readonly feedback: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByRole('region', { name: 'What our customers say' });
    this.average = page.getByTestId('reviews-average');
    this.count = page.getByTestId('reviews-count');
    this.carousel = page.getByRole('region', { name: 'Customer testimonials' });
    this.stack = page.getByTestId('carousel-stack');
    this.current = page.getByTestId('carousel-current');
    this.counter = page.getByTestId('carousel-counter');
    this.previous = page.getByRole('button', { name: 'Previous testimonial' });
    this.next = page.getByRole('button', { name: 'Next testimonial' });
    this.hint = page.getByTestId('swipe-hint');
    this.name = page.getByPlaceholder('Enter your name');
    this.feedback = page.getByPlaceholder('Share your experience with our products...');
    this.submit = page.getByRole('button', { name: 'Submit review' });
  }

  async goto() {
    await this.page.goto('/');
    await this.carousel.scrollIntoViewIfNeeded();
  }

  star(n: number): Locator {
    return this.page.getByRole('radio', { name: n === 1 ? '1 star' : `${n} stars` });
  }

  /** Drags the current card by `dx` pixels with the mouse (pointer events). */
  async drag(dx: number) {
    const box = (await this.stack.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x + dx / 2, y, { steps: 5 });
    await this.page.mouse.move(x + dx, y, { steps: 5 });
    await this.page.mouse.up();
  }

  /** A finger swipe: touch pointer events, as a phone sends them. */
  async touchSwipe(dx: number) {
    const box = (await this.stack.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const event = (type: string, clientX: number) =>
      this.stack.dispatchEvent(type, {
        pointerId: 7,
        pointerType: 'touch',
        isPrimary: true,
        clientX,
        clientY: y,
        button: 0,
        buttons: type === 'pointerup' ? 0 : 1,
        bubbles: true,
      });
    await event('pointerdown', x);
    for (let i = 1; i <= 5; i += 1) await event('pointermove', x + (dx * i) / 5);
    await event('pointerup', x + dx);
  }
}
