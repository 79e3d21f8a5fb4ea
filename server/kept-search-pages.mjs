// The listings' search twins (/shop?q=…, ?sort=, ?page=, which next.config.mjs rewrites to
// /<listing>/results) are rendered on request, some 40 ms of the server's time each, and the search
// box's suggestions (/api/search/suggest?q=…) some 10 ms. Neither reads a session, so one address
// is one answer for every shopper: the shop's server keeps each for KEPT_PAGE_SECONDS, as long as the
// catalogue data it was made from, and answers the same address from it meanwhile (compressed once,
// by compressed-pages.mjs).
// - At most `maxBytes` are kept, the least recently used going first: a stranger cycling made-up
//   searches only replaces answers, and pays a render for each.
// - They are forgotten at once when the shop changes its catalogue, reviews or search words in this
//   process (lib/cache/kept-pages.mjs); another instance's copies age out within KEPT_PAGE_SECONDS, as
//   its cached search answers do.
// - Only a 200 HTML or JSON answer without a cookie is kept, asked for without the headers that pick
//   an RSC payload, and not a page that says `<meta name="not-kept">` (a search that found nothing
//   is counted for the console each time it is asked).
// - A kept suggestion is sent without passing the suggestions' per-client limit: the limit bounds
//   the work a client causes, and a kept answer costs less than its refusal would.
import { FORGET_KEPT_PAGES, KEPT_PAGE_SECONDS, NOT_KEPT_META_NAME } from '../lib/cache/kept-pages.mjs';
import { LISTING_PATTERN } from '../lib/catalog/listing-keys.mjs';
import { collectBody } from './collect-body.mjs';
import { ANSWER_HEADERS, markSameForEveryone } from './compressed-pages.mjs';

const SEARCH_PAGE = new RegExp(`^(?:/ur)?/(?:${LISTING_PATTERN})\\?`);
const SUGGESTIONS = /^\/api\/search\/suggest\?/;
/** Headers of one response, not of the page. */
const NOT_KEPT_HEADERS = new Set(['content-length', 'transfer-encoding', 'content-encoding', 'date', 'connection', 'keep-alive']);
const NOT_KEPT_MARK = `<meta name="${NOT_KEPT_META_NAME}"`;

/** Whether `url` is a listing's search, sort or page (its RSC payload, asked with `_rsc`, is not), or the search box's suggestions. */
export function isKeptSearch(url) {
  return (SEARCH_PAGE.test(url) && !/[?&]_rsc=/.test(url)) || SUGGESTIONS.test(url);
}

/** Rendered pages by address, each for `ttlMs`, at most `maxBytes` of them (least recently used out first). */
export class KeptPages {
  #entries = new Map();
  #bytes = 0;
  #maxBytes;
  #ttlMs;
  #now;

  constructor(maxBytes, { ttlMs = KEPT_PAGE_SECONDS * 1000, now = Date.now } = {}) {
    this.#maxBytes = maxBytes;
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  get size() {
    return this.#entries.size;
  }

  /** The page kept for `url` and still fresh, or undefined. */
  get(url) {
    const entry = this.#entries.get(url);
    if (!entry) return undefined;
    this.#entries.delete(url);
    if (this.#now() - entry.keptAt >= this.#ttlMs) {
      this.#bytes -= entry.body.length;
      return undefined;
    }
    this.#entries.set(url, entry);
    return entry;
  }

  /** Keeps `page` ({ headers: [name, value][], body: Buffer }) for `url`. */
  set(url, page) {
    const old = this.#entries.get(url);
    if (old) {
      this.#entries.delete(url);
      this.#bytes -= old.body.length;
    }
    if (page.body.length > this.#maxBytes) return;
    this.#entries.set(url, { ...page, keptAt: this.#now() });
    this.#bytes += page.body.length;
    for (const [key, entry] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(key);
      this.#bytes -= entry.body.length;
    }
  }

  clear() {
    this.#entries.clear();
    this.#bytes = 0;
  }
}

/** Leaves `pages.clear` where the shop's code finds it (lib/cache/kept-pages.mjs). */
export function forgetOnShopChanges(pages) {
  globalThis[FORGET_KEPT_PAGES] = () => pages.clear();
}

/** Wraps Next.js's request handler: a search page or suggestion is answered from `pages` when kept there, else rendered and kept. */
export function withKeptSearchPages(handle, pages) {
  return (req, res) => {
    const url = req.url ?? '/';
    // Only the document: an RSC payload or a prefetch is asked for with one of ANSWER_HEADERS.
    if (req.method !== 'GET' || !isKeptSearch(url) || ANSWER_HEADERS.some((name) => req.headers[name] !== undefined)) {
      return handle(req, res);
    }
    const kept = pages.get(url);
    if (kept) {
      res.statusCode = 200;
      for (const [name, value] of kept.headers) res.setHeader(name, value);
      markSameForEveryone(res);
      return res.end(kept.body);
    }
    const before = new Set(res.getHeaderNames());
    collectBody(res, (whole) => {
      const body = Buffer.isBuffer(whole) ? whole : Buffer.from(whole);
      if (keepable(res, body)) {
        const headers = res
          .getHeaderNames()
          .filter((name) => !before.has(name) && !NOT_KEPT_HEADERS.has(name))
          .map((name) => [name, res.getHeader(name)]);
        pages.set(url, { headers, body });
        markSameForEveryone(res);
      }
      res.end(body);
    });
    return handle(req, res);
  };
}

function keepable(res, body) {
  return (
    res.statusCode === 200 &&
    !res.hasHeader('Set-Cookie') &&
    /^(text\/html|application\/json)\b/i.test(String(res.getHeader('Content-Type') ?? '')) &&
    !body.includes(NOT_KEPT_MARK)
  );
}
