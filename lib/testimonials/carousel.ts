/** The testimonial carousel's rules (spec §2, §9), pure. */

/** A swipe must travel more than this many pixels to move to another card. */
export const SWIPE_THRESHOLD_PX = 100;
/** The card changes this long after the swipe (the current card slides away meanwhile). */
export const CARD_CHANGE_DELAY_MS = 200;

/** Index `index` in a ring of `count` cards. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * The step a horizontal swipe asks for: dragging the card left (negative dx) beyond the threshold
 * brings the next card, dragging it right the previous one; anything shorter stays (0).
 */
export function swipeStep(dx: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (dx < -threshold) return 1;
  if (dx > threshold) return -1;
  return 0;
}

/** The cards stacked behind the current one: previous and next (null when there is no other card). */
export function neighbours(index: number, count: number): { previous: number | null; next: number | null } {
  if (count <= 1) return { previous: null, next: null };
  const next = wrapIndex(index + 1, count);
  const previous = wrapIndex(index - 1, count);
  return { previous: previous === next ? null : previous, next };
}

/** The counter: "n / total" (1-based). */
export function counterText(index: number, count: number): string {
  return count === 0 ? '0 / 0' : `${wrapIndex(index, count) + 1} / ${count}`;
}
