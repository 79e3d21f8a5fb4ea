import { CARD_CHANGE_DELAY_MS, counterText, neighbours, swipeStep, SWIPE_THRESHOLD_PX, wrapIndex } from '@/lib/testimonials/carousel';
import { FALLBACK_TESTIMONIALS } from '@/lib/testimonials/fallback';
import { averageRating, formatRating, starFills } from '@/lib/testimonials/rating';
import { testimonialInputSchema } from '@/lib/testimonials/schema';

describe('rating average (spec §9)', () => {
  test('one decimal; 0 when there are no reviews', () => {
    expect(averageRating([5, 5, 5, 4, 5, 4, 5, 4])).toBe(4.6);
    expect(averageRating([5, 4, 5, 5])).toBe(4.8);
    expect(averageRating([3])).toBe(3);
    expect(averageRating([])).toBe(0);
    expect(formatRating(0)).toBe('0.0');
    expect(formatRating(averageRating([5, 4]))).toBe('4.5');
  });

  test('stars fill fractionally', () => {
    expect(starFills(4.6)).toEqual([1, 1, 1, 1, 0.6]);
    expect(starFills(3.4)).toEqual([1, 1, 1, 0.4, 0]);
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
  });
});

describe('carousel rules (spec §2, §9)', () => {
  test('a swipe must travel more than 100 px; left brings the next card, right the previous', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(100);
    expect(CARD_CHANGE_DELAY_MS).toBe(200);
    expect(swipeStep(-101)).toBe(1);
    expect(swipeStep(101)).toBe(-1);
    expect(swipeStep(-100)).toBe(0);
    expect(swipeStep(100)).toBe(0);
    expect(swipeStep(0)).toBe(0);
  });

  test('indexes wrap around both ways', () => {
    expect(wrapIndex(8, 8)).toBe(0);
    expect(wrapIndex(-1, 8)).toBe(7);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  test('the previous and next cards are stacked behind the current one', () => {
    expect(neighbours(0, 8)).toEqual({ previous: 7, next: 1 });
    expect(neighbours(7, 8)).toEqual({ previous: 6, next: 0 });
    expect(neighbours(0, 2)).toEqual({ previous: null, next: 1 });
    expect(neighbours(0, 1)).toEqual({ previous: null, next: null });
  });

  test('the counter reads "n / total"', () => {
    expect(counterText(0, 8)).toBe('1 / 8');
    expect(counterText(7, 8)).toBe('8 / 8');
    expect(counterText(0, 0)).toBe('0 / 0');
  });
});

test('the four built-in reviews are rated 5, 4, 5 and 5 (spec §8)', () => {
  expect(FALLBACK_TESTIMONIALS.map((t) => t.rating)).toEqual([5, 4, 5, 5]);
  expect(new Set(FALLBACK_TESTIMONIALS.map((t) => t.id)).size).toBe(4);
});

describe('review input', () => {
  const ok = { name: 'Ayesha', feedback: 'Lovely apricots.', rating: 5 };
  const message = (input: unknown) => {
    const result = testimonialInputSchema.safeParse(input);
    return result.success ? null : result.error.issues.map((issue) => issue.message);
  };

  test('a valid review is trimmed, and nothing else is kept (no approval flag)', () => {
    expect(testimonialInputSchema.parse({ ...ok, name: '  Ayesha ', is_approved: true })).toEqual(ok);
  });

  test('name and feedback are required', () => {
    expect(message({ ...ok, name: '   ' })).toEqual(['Name is required']);
    expect(message({ feedback: 'x', rating: 5 })).toEqual(['Name is required']);
    expect(message({ ...ok, feedback: '' })).toEqual(['Feedback is required']);
  });

  test('lengths follow the database: name 80, feedback 2,000', () => {
    expect(message({ ...ok, name: 'a'.repeat(80) })).toBeNull();
    expect(message({ ...ok, name: 'a'.repeat(81) })).toEqual(['Name must be 80 characters or fewer']);
    expect(message({ ...ok, feedback: 'a'.repeat(2000) })).toBeNull();
    expect(message({ ...ok, feedback: 'a'.repeat(2001) })).toEqual(['Feedback must be 2,000 characters or fewer']);
  });

  test.each([0, 6, 4.5, '5', null, undefined])('rating %p is refused', (rating) => {
    expect(message({ ...ok, rating })).toEqual(['Please choose a rating from 1 to 5 stars']);
  });

  test.each([1, 2, 3, 4, 5])('rating %p is accepted', (rating) => {
    expect(message({ ...ok, rating })).toBeNull();
  });
});
