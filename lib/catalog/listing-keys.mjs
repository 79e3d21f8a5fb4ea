// The four catalogue listings, in the order of the menus: /shop, /best-sellers, /northern-area and
// /international, each with a dynamic search twin at /<key>/results. The one list of their names:
// lib/catalog/listing.ts (the listings' words and rules), next.config.mjs (the search rewrite) and
// lib/security/headers.mjs (the catalogue pages' headers) read it; proxy.ts's matcher must be a
// literal and app/[locale]/(storefront)/<key> must be folders, so tests/unit/build/listing-pages.test.ts holds
// those to it. Plain JavaScript, so next.config.mjs can import it.

export const LISTING_KEYS = ['shop', 'best-sellers', 'northern-area', 'international'];

/** `shop|best-sellers|northern-area|international`: the listings in a route pattern's alternation. */
export const LISTING_PATTERN = LISTING_KEYS.join('|');
