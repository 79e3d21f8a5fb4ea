/** The console's live stream and the navigation's badges, in the owner's words. */

/** A sixth console window of one account (lib/live/stream-slots.ts): the stream is refused; the page still refreshes every minute. */
export const LIVE_STREAMS_EXCEEDED =
  'The console is open in too many windows at once. Close one, and this one will update by itself again.';

/** What a section's badge counts, read after the section's name ("Orders, 3 waiting"). */
export const BADGE_WORDS = {
  orders: (count: number) => `${count} waiting`,
  messages: (count: number) => `${count} unread`,
  reviews: (count: number) => `${count} waiting`,
} as const;
