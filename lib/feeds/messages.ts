/** What the owner console and the feed URLs say when something is not as expected. */
export const FEED_SIGN_IN = 'Please sign in as the shop owner to generate the product feed.';
export const FEED_NOT_ADMIN = 'Only the shop owner can generate the product feed.';
export const FEED_NO_PARAMETERS = 'Generating the product feed takes no options: send an empty body or {}.';
export const FEED_FAILED = 'The product feed could not be generated just now. Please try again in a moment.';
export const FEED_RUNS_FAILED = 'The earlier runs could not be loaded just now. Please reload the page to try again.';
export const FEED_READ_FAILED = 'The feed could not be read just now. Please try again in a moment.';

/** The 404 of a feed URL before the first generation. */
export const FEED_NOT_GENERATED: Record<'google' | 'meta', string> = {
  google: 'The Google Merchant feed has not been generated yet. The shop owner generates it at /admin/product-feed.',
  meta: 'The Meta catalogue feed has not been generated yet. The shop owner generates it at /admin/product-feed.',
};
