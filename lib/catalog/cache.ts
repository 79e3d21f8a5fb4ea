/**
 * How long catalogue and review pages may be served from the cache. Pages are regenerated when the
 * owner console calls POST /api/revalidate (tag `catalog` or `testimonials`) and, as a safety net,
 * at most REVALIDATE_SECONDS after a change made any other way (e.g. straight in the database): the
 * first visit after the window triggers the regeneration, the next one sees the new data.
 */
export const CATALOG_TAG = 'catalog';
export const TESTIMONIALS_TAG = 'testimonials';
export const REVALIDATE_TAGS = [CATALOG_TAG, TESTIMONIALS_TAG] as const;
export const REVALIDATE_SECONDS = 60;
