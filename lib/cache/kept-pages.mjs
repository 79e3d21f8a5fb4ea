// The shop's server keeps the listings' rendered search pages for a while (server/kept-search-pages.mjs).
// The server and the shop's code share one process but are loaded apart (the server before Next.js,
// the shop inside Next.js's bundles), so the server leaves its "forget them" function on globalThis
// under FORGET_KEPT_PAGES, and the shop calls it when the catalogue, the reviews or the search words
// change (lib/cache/revalidation.ts, lib/search/products.ts). Plain JavaScript, for the server.

export const FORGET_KEPT_PAGES = Symbol.for('gilgit-dry-fruits.forget-kept-search-pages');

/**
 * How long a page is kept: as long as the catalogue data it is made from (REVALIDATE_SECONDS in
 * lib/cache/tags.ts; tests/unit/build/kept-search-pages.test.ts holds the two together).
 */
export const KEPT_PAGE_SECONDS = 60;

/** The `<meta name>` a render puts in a page that must not be kept (a search that found nothing is counted each time it is asked). */
export const NOT_KEPT_META_NAME = 'not-kept';

/** Drops the pages the shop's server keeps, when it runs this process (not under `next dev` or in tests). */
export function forgetKeptPages() {
  globalThis[FORGET_KEPT_PAGES]?.();
}
