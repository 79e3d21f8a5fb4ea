// The build's cached pages leave the shop compressed once per version, not once per request.
//
// Next.js compresses every response as it sends it: for a catalogue page (about 120 KB of HTML, its
// RSC payload included) that is most of the time a cached page costs to serve. Prerendered and ISR
// pages reach the response whole, so the shop's server asks Next.js for them uncompressed and keeps
// their compressed bytes beside what Next.js sent: the same bytes are sent compressed the same way,
// and a new version of a page (other bytes) is compressed anew. Every other response
// (dynamic pages, route handlers, static files) is compressed by Next.js as before.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { collectBody } from './collect-body.mjs';
import { DEFAULT_LOCALE, isUnlocalizedPath, splitLocale } from '../lib/i18n/locales.mjs';

/** Below this, compressing saves less than a packet. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /^(text\/html|text\/x-component|application\/json)\b/i;
const GZIP_OPTIONS = { level: zlib.constants.Z_DEFAULT_COMPRESSION };
/** Brotli's best: about a third smaller than gzip for the shop's HTML, worth its ~0.1 s once per version. */
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } };
/** For the rare client that takes brotli but not gzip, compressed on the spot. */
const QUICK_BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * The paths of the build's prerendered pages and ISR routes (`.next/prerender-manifest.json`): their
 * answers are cached by Next.js and arrive whole. Another path, or one with a query string other than
 * the RSC request's `_rsc`, may be rendered on request and stream, and is left to Next.js.
 */
export function cachedPageMatcher(nextDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(nextDir, 'prerender-manifest.json'), 'utf8'));
  const exact = new Set(Object.keys(manifest.routes ?? {}));
  const patterns = Object.values(manifest.dynamicRoutes ?? {}).map((route) => new RegExp(route.routeRegex));
  return (url) => {
    const query = url.indexOf('?');
    const pathname = query === -1 ? url : url.slice(0, query);
    if (query !== -1 && !/^_rsc=[^&]*$/.test(url.slice(query + 1))) return false;
    const built = renderedPath(pathname);
    return exact.has(built) || patterns.some((pattern) => pattern.test(built));
  };
}

/** The path a page is built under: an English page's is in app/[locale] as /en/… (next.config.mjs's rewrite). */
function renderedPath(pathname) {
  if (splitLocale(pathname).locale !== DEFAULT_LOCALE || isUnlocalizedPath(pathname) || isBuildFile(pathname)) return pathname;
  return pathname === '/' ? `/${DEFAULT_LOCALE}` : `/${DEFAULT_LOCALE}${pathname}`;
}

/** Next's own files and the routes named like files (/sitemap.xml, /robots.txt), never rewritten. */
function isBuildFile(pathname) {
  return pathname.startsWith('/_next/') || /\.[a-z]+$/i.test(pathname);
}

/** Which of the two encodings the client takes (a q of 0 refuses one; `*` stands for any not named). */
export function acceptedEncodings(header) {
  const q = new Map();
  for (const part of String(header ?? '')
    .toLowerCase()
    .split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name.trim(), weight ? Number(weight.slice(2)) || 0 : 1);
  }
  const takes = (name) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  return { br: takes('br'), gzip: takes('gzip') };
}

/**
 * The compressed versions of the pages last sent, one entry per request (the URL, and the headers
 * that pick an RSC answer), at most `maxBytes` of them (the least recently used go first). An entry
 * is used only for the very same bytes it was made from: Next.js hands over its cached page as the
 * same string each time, so the check is usually a pointer comparison, and a new version of a page
 * (other bytes) replaces the entry. Only answers anyone may see are kept.
 */
export class CompressedBodies {
  #entries = new Map();
  #bytes = 0;
  #maxBytes;
  #brotliUnderWay = false;

  constructor(maxBytes) {
    this.#maxBytes = maxBytes;
  }

  get size() {
    return this.#entries.size;
  }

  /** `body` (a string or bytes) compressed for a client taking `accepts`: kept under `key`, or made now and kept. */
  compressed(key, body, accepts) {
    const entry = this.#entries.get(key);
    if (entry && sameBody(entry.body, body)) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      if (accepts.br && entry.br) return { encoding: 'br', bytes: entry.br };
      if (accepts.gzip) {
        if (accepts.br) this.#addBrotli(key, entry);
        return { encoding: 'gzip', bytes: entry.gzip };
      }
    }
    if (!accepts.gzip) return { encoding: 'br', bytes: zlib.brotliCompressSync(body, QUICK_BROTLI_OPTIONS) };
    const fresh = { body, bodyBytes: Buffer.byteLength(body), gzip: zlib.gzipSync(body, GZIP_OPTIONS), br: null };
    this.#store(key, fresh);
    if (accepts.br) this.#addBrotli(key, fresh);
    return { encoding: 'gzip', bytes: fresh.gzip };
  }

  /** Brotli takes longer: made off the event loop, one body at a time, for the requests that follow. */
  #addBrotli(key, entry) {
    if (this.#brotliUnderWay) return;
    this.#brotliUnderWay = true;
    zlib.brotliCompress(entry.body, BROTLI_OPTIONS, (error, br) => {
      this.#brotliUnderWay = false;
      if (error || entry.br || this.#entries.get(key) !== entry) return;
      this.#bytes += br.length;
      entry.br = br;
      this.#evict();
    });
  }

  #store(key, entry) {
    const old = this.#entries.get(key);
    if (old) this.#forget(key, old);
    this.#entries.set(key, entry);
    this.#bytes += entry.bodyBytes + entry.gzip.length;
    this.#evict();
  }

  #forget(key, entry) {
    this.#entries.delete(key);
    this.#bytes -= entry.bodyBytes + entry.gzip.length + (entry.br?.length ?? 0);
  }

  #evict() {
    for (const [key, entry] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) return;
      this.#forget(key, entry);
    }
  }
}

function sameBody(kept, body) {
  if (typeof kept === 'string' || typeof body === 'string') return kept === body;
  return kept.equals(body);
}

const SAME_FOR_EVERYONE = Symbol('same for everyone');

/**
 * Says that the page `res` answers with is the same for every client whatever its Cache-Control
 * (a kept search page: server/kept-search-pages.mjs), so its compressed bytes may be kept.
 */
export function markSameForEveryone(res) {
  res[SAME_FOR_EVERYONE] = true;
}

/** The request headers that, beside the URL, pick which answer Next.js sends (an RSC payload, a prefetch). */
export const ANSWER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-router-state-tree', 'next-url'];

function entryKey(req, res) {
  return [req.url, res.getHeader('Content-Type'), ...ANSWER_HEADERS.map((name) => req.headers[name] ?? '')].join('\n');
}

/**
 * Wraps Next.js's request handler: a GET of a cached page from a client that takes gzip or brotli
 * is answered from `bodies` (see the top of this file); anything else goes to `handle` unchanged.
 */
export function withCompressedPages(handle, { isCachedPage, bodies }) {
  return (req, res) => {
    if (req.method !== 'GET' || !isCachedPage(req.url ?? '/')) return handle(req, res);
    const accepts = acceptedEncodings(req.headers['accept-encoding']);
    if (!accepts.br && !accepts.gzip) return handle(req, res);
    delete req.headers['accept-encoding'];
    collectBody(res, (body) => sendCompressed(req, res, body, accepts, bodies));
    return handle(req, res);
  };
}

function sendCompressed(req, res, body, accepts, bodies) {
  res.removeHeader('Transfer-Encoding');
  appendVary(res, 'Accept-Encoding');
  const type = String(res.getHeader('Content-Type') ?? '');
  const status = res.statusCode;
  if (res.hasHeader('Content-Encoding') || body.length < MIN_BYTES || !COMPRESSIBLE.test(type) || (status !== 200 && status !== 404)) {
    res.setHeader('Content-Length', Buffer.byteLength(body));
    return res.end(body);
  }
  const shared =
    !res.hasHeader('Set-Cookie') &&
    (res[SAME_FOR_EVERYONE] === true || !/\b(private|no-store)\b/i.test(String(res.getHeader('Cache-Control') ?? '')));
  const { encoding, bytes } = shared ? bodies.compressed(entryKey(req, res), body, accepts) : compressOnce(body, accepts);
  res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', bytes.length);
  return res.end(bytes);
}

function compressOnce(body, accepts) {
  return accepts.gzip
    ? { encoding: 'gzip', bytes: zlib.gzipSync(body, GZIP_OPTIONS) }
    : { encoding: 'br', bytes: zlib.brotliCompressSync(body, QUICK_BROTLI_OPTIONS) };
}

function appendVary(res, field) {
  const vary = String(res.getHeader('Vary') ?? '');
  if (!vary.split(',').some((entry) => entry.trim().toLowerCase() === field.toLowerCase()))
    res.setHeader('Vary', vary ? `${vary}, ${field}` : field);
}
