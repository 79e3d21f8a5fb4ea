/**
 * How long catalogue and review pages may be served from the cache. Pages are regenerated when the
 * owner console calls POST /api/revalidate (tag `catalog`, `testimonials`, `settings` or `shipping`) and, as a safety net,
 * at most REVALIDATE_SECONDS after a change made any other way (e.g. straight in the database): the
 * first visit after the window triggers the regeneration, the next one sees the new data.
 */
export const CATALOG_TAG = 'catalog';
export const TESTIMONIALS_TAG = 'testimonials';
/** The shop settings (contact details, bank account, banner) that every page's shell reads. */
export const SETTINGS_TAG = 'settings';
/** The shipping methods' names, days and descriptions that the terms and checkout pages describe delivery with. */
export const SHIPPING_TAG = 'shipping';
export const REVALIDATE_TAGS = [CATALOG_TAG, TESTIMONIALS_TAG, SETTINGS_TAG, SHIPPING_TAG] as const;
export type RevalidateTag = (typeof REVALIDATE_TAGS)[number];
export const REVALIDATE_SECONDS = 60;
