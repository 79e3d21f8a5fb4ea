import { MAX_RATING } from './messages';

/** The average of the ratings, rounded to one decimal; 0 when there are none (spec §9). */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return Math.round((sum / ratings.length) * 10) / 10;
}

/** 4.6 → "4.6", 5 → "5.0", 0 → "0.0". */
export function formatRating(value: number): string {
  return value.toFixed(1);
}

/** How full each of the five stars is, 0 to 1: 3.4 → [1, 1, 1, 0.4, 0]. */
export function starFills(value: number, stars = MAX_RATING): number[] {
  return Array.from({ length: stars }, (_, index) => Math.round(Math.min(Math.max(value - index, 0), 1) * 100) / 100);
}
