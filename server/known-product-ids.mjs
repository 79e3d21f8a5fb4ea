// The shop's server answers /product/<id> for an id that is no product's with the 404 page before
// anything renders: a rendered product page goes into the page cache, and made-up ids would fill it.
// The pages themselves are left to Next.js without its middleware (proxy.ts skips the catalogue),
// so this check lives in the server, in front of Next.js.

/** Where the 404 page is rendered for an unknown product: a path no route matches (app/global-not-found.tsx, prerendered once). */
export const NOT_FOUND_PATH = '/_not-a-product';

/**
 * The active product ids, kept in memory as the path segments of their pages ("12", never "012"
 * or "12abc"). The list is read again after `maxAgeMs`, and at once on a miss (a product just
 * added in the console) though at most every `minRefreshMs`, so a flood of made-up ids costs one
 * small request every few seconds. When the list cannot be read, every id passes and the page
 * decides.
 */
export class KnownProductIds {
  #ids = null;
  #loadedAt = Number.NEGATIVE_INFINITY;
  #loading = null;

  constructor(load, maxAgeMs = 60_000, minRefreshMs = 5_000, now = Date.now) {
    this.load = load;
    this.maxAgeMs = maxAgeMs;
    this.minRefreshMs = minRefreshMs;
    this.now = now;
  }

  /** Whether `segment` (still percent-encoded) may name a product: true when it is known, or when the list is unavailable. */
  async mayExist(segment) {
    if (this.#ids === null || this.now() - this.#loadedAt >= this.maxAgeMs) await this.#refresh();
    if (this.#ids === null || this.#ids.has(segment)) return true;
    if (this.now() - this.#loadedAt < this.minRefreshMs) return false;
    await this.#refresh();
    return this.#ids === null || this.#ids.has(segment);
  }

  #refresh() {
    this.#loading ??= this.load()
      .then((ids) => {
        this.#ids = new Set(ids.map(String));
        this.#loadedAt = this.now();
      })
      .catch((error) => {
        this.#ids = null;
        console.error('[serve] could not read the product ids:', error);
      })
      .finally(() => {
        this.#loading = null;
      });
    return this.#loading;
  }
}

/**
 * The path a request's target names once resolved as Next.js resolves it (the WHATWG URL parser):
 * dot segments, percent-encoded dots (`%2e`) and backslashes resolved, and repeated slashes taken as
 * one (Next.js redirects those to the single-slash path). Percent-encoding is otherwise left as sent.
 */
export function resolvedPathname(url) {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  // An origin-form target (the usual one) is a path: its repeated slashes are not an authority.
  const target = path.startsWith('/') || path.startsWith('\\') ? path.replace(/[/\\]+/g, '/') : path;
  try {
    return new URL(target, 'http://shop.invalid').pathname.replace(/\/{2,}/g, '/');
  } catch {
    return target;
  }
}

/** The `<id>` of a /product/<id> or /ur/product/<id> target once resolved (one segment, still percent-encoded), or null for other paths. */
export function productPathSegment(url) {
  const match = /^(?:\/ur)?\/product\/([^/]+)\/?$/.exec(resolvedPathname(url));
  return match ? match[1] : null;
}

/**
 * Wraps Next.js's request handler: a request for /product/<id>, whatever its method and however its
 * path is spelled (`/product/./x`, `/product//x`, `/product/%2e/x`), whose id is no product's is
 * handed on as a request for NOT_FOUND_PATH, which Next.js answers with the 404 page: a POST renders
 * and caches a page as a GET does.
 */
export function withProductGuard(handle, known) {
  return async (req, res) => {
    const segment = productPathSegment(req.url ?? '/');
    if (segment !== null && !(await known.mayExist(segment))) req.url = NOT_FOUND_PATH;
    return handle(req, res);
  };
}

/** The list of active product ids, as the shop's own route answers it (app/api/catalog/product-ids). */
export function productIdsFrom(origin) {
  return async () => {
    const response = await fetch(`${origin}/api/catalog/product-ids`, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw new Error(`/api/catalog/product-ids answered ${response.status}`);
    return (await response.json()).ids;
  };
}
