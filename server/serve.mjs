// The shop's server for `npm start` and the browser tests: Next.js's request handler behind a plain
// Node server that first replaces X-Forwarded-For with the client's address (client-address.mjs,
// TRUSTED_PROXY_HOPS). `next start` keeps a header the client sent, so the shop's rate limits would
// count whatever address a client made up. It also sends the build's cached pages compressed once per
// version instead of once per request (compressed-pages.mjs), keeps the listings' rendered search
// pages and the search suggestions for a minute (kept-search-pages.mjs), and answers /product/<id> for an id
// that is no product's with the 404 page before it renders (known-product-ids.mjs). Requests Next.js
// would answer with a 500 are refused in front of it (well-formed-requests.mjs), every refusal,
// Node's own included, carries the security headers (security-headers-on-errors.mjs), and every
// answer given over https carries HSTS, the catalogue pages made at build included (strict-transport.mjs).
// Usage: node server/serve.mjs <port> <host>
import http from 'node:http';
import path from 'node:path';
import { buildDir } from '../lib/version/build-dir.mjs';
import { trustedProxyHops, withClientAddress } from './client-address.mjs';
import { cachedPageMatcher, CompressedBodies, withCompressedPages } from './compressed-pages.mjs';
import { forgetOnShopChanges, isKeptSearch, KeptPages, withKeptSearchPages } from './kept-search-pages.mjs';
import { KnownProductIds, productIdsFrom, withProductGuard } from './known-product-ids.mjs';
import { answerUnparsableRequest, withSecurityHeadersOnErrors } from './security-headers-on-errors.mjs';
import { withStrictTransport } from './strict-transport.mjs';
import { publicFilePaths, withWellFormedRequests } from './well-formed-requests.mjs';

// As `next start` does, before Next.js is loaded.
process.env.NODE_ENV = 'production';
const { default: next } = await import('next');

const port = Number(process.argv[2] ?? process.env.PORT ?? 3000);
const hostname = process.argv[3] ?? '127.0.0.1';
const hops = trustedProxyHops(process.env.TRUSTED_PROXY_HOPS);

/** Compressed cached pages kept in memory: every page of the catalogue several times over. */
const COMPRESSED_PAGES_MAX_BYTES = 32 * 1024 * 1024;
/** Rendered search pages and suggestions kept in memory (a page about 90 KB, so some 180 searches). */
const KEPT_SEARCH_PAGES_MAX_BYTES = 16 * 1024 * 1024;

const dir = path.resolve(import.meta.dirname, '..');
const app = next({ dev: false, dir, hostname, port });
await app.prepare();
const keptSearchPages = new KeptPages(KEPT_SEARCH_PAGES_MAX_BYTES);
forgetOnShopChanges(keptSearchPages);
const isBuildPage = cachedPageMatcher(path.join(dir, buildDir()));
const handle = withCompressedPages(withKeptSearchPages(app.getRequestHandler(), keptSearchPages), {
  isCachedPage: (url) => isBuildPage(url) || isKeptSearch(url),
  bodies: new CompressedBodies(COMPRESSED_PAGES_MAX_BYTES),
});
// The shop asks itself for the product ids, on the address it listens on (loopback when it listens on all).
const ownAddress = ['0.0.0.0', '::', ''].includes(hostname) ? '127.0.0.1' : hostname;
const ownOrigin = `http://${ownAddress.includes(':') ? `[${ownAddress}]` : ownAddress}:${port}`;
const knownProducts = new KnownProductIds(productIdsFrom(ownOrigin));
const guarded = withProductGuard(withWellFormedRequests(handle, process.env, publicFilePaths(path.join(dir, 'public'))), knownProducts);
const server = http.createServer(
  withStrictTransport(withClientAddress(withSecurityHeadersOnErrors(guarded), hops), { siteUrl: process.env.SITE_URL, hops }),
);
server.on('clientError', answerUnparsableRequest());
// As `next start`: keep idle connections past a load balancer's usual 60 s.
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => console.log(`Ready on http://${hostname}:${port} (trusted proxy hops: ${hops})`));
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)));
