import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import createNextIntlPlugin from 'next-intl/plugin';
import { LISTING_PATTERN } from './lib/catalog/listing-keys.mjs';
import { DEFAULT_LOCALE, LOCALES, UNLOCALIZED_ROUTES } from './lib/i18n/locales.mjs';
import { catalogueHeaderRules } from './lib/security/headers.mjs';
import { buildDir } from './lib/version/build-dir.mjs';

/**
 * Turbopack compiles nothing outside its root, by default the project's folder. A checkout whose
 * node_modules links to another checkout's (a git worktree sharing the main one's packages) needs a
 * root above both; any other checkout keeps the default.
 */
function sharedModulesRoot() {
  const project = path.dirname(fileURLToPath(import.meta.url));
  let modules;
  try {
    modules = fs.realpathSync(path.join(project, 'node_modules'));
  } catch {
    return undefined;
  }
  let root = project;
  while (!modules.startsWith(`${root}${path.sep}`)) {
    const parent = path.dirname(root);
    if (parent === root) return undefined;
    root = parent;
  }
  return root === project ? undefined : root;
}

const modulesRoot = sharedModulesRoot();

/** @type {import('next').NextConfig} */
const nextConfig = {
  ...(modulesRoot ? { turbopack: { root: modulesRoot }, outputFileTracingRoot: modulesRoot } : {}),
  experimental: {
    // app/global-not-found.tsx answers an address no route matches: the pages' root layout is app/[locale]'s.
    globalNotFound: true,
    // The stylesheet is linked, not inlined: Next 16.4 writes an inlined stylesheet into each page
    // three times (vercel/next.js#98110), two thirds of the HTML; linked, the browser fetches it once
    // for every page.
    inlineCss: false,
    // Fewer, larger chunks: each script is a request before the first paint on a slow phone
    // (Turbopack's default of 50 KB split the layout's code into five small files).
    turbopackChunking: { minChunkSize: 200000 },
  },
  poweredByHeader: false,
  // Next computes a page's ETag by hashing its whole HTML in JavaScript on every request (a tenth
  // of a cached page's serving time); the pages' own caching headers decide reuse.
  generateEtags: false,
  // The browser tests' build has a directory of its own (lib/version/build-dir.mjs).
  distDir: buildDir(),
  // Test-only pages (`page.e2e.tsx`) are part of the build the browser tests run against, and of no other.
  pageExtensions: ['tsx', 'ts', 'jsx', 'js', ...(process.env.E2E_TEST_ROUTES === 'on' ? ['e2e.tsx'] : [])],
  // Bundled, not loaded as an external ES module: an external ESM import is an async module, and
  // its support code then ships in the browser runtime of every page (+0.45 KB gzip), though
  // next-seo itself runs only in server components.
  transpilePackages: ['next-seo'],
  // Loaded from node_modules, not bundled: ws picks its optional native helpers at run time, which a
  // bundle would replace with empty stubs (the console's Realtime client, lib/supabase/realtime.ts).
  serverExternalPackages: ['ws'],
  images: {
    formats: ['image/webp'],
    deviceSizes: [320, 640, 768, 1024, 1280, 1536],
    // The spec's widths only (deviceSizes); no extra small sizes in every srcset.
    imageSizes: [],
    qualities: [75],
  },
  // English pages have no prefix and Urdu ones /ur (lib/i18n/locales.mjs); both render from
  // app/[locale]. An English path is rewritten to /en/… once no file or other route answers it, and
  // an address typed with /en is sent to the one without it.
  // The listing pages are static. With a query string (?q=, ?sort=, ?page=) they are served by a
  // dynamic twin (app/[locale]/(storefront)/<listing>/results), so searches and pages render on request.
  async redirects() {
    return [
      { source: `/${DEFAULT_LOCALE}`, destination: '/', permanent: true },
      { source: `/${DEFAULT_LOCALE}/:path*`, destination: '/:path*', permanent: true },
    ];
  },
  async rewrites() {
    const listing = `/:listing(${LISTING_PATTERN})`;
    const otherLocales = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).join('|');
    return {
      beforeFiles: ['q', 'sort', 'page'].flatMap((key) => [
        { source: listing, has: [{ type: 'query', key }], destination: `/${DEFAULT_LOCALE}/:listing/results` },
        { source: `/:locale(${otherLocales})${listing}`, has: [{ type: 'query', key }], destination: '/:locale/:listing/results' },
      ]),
      afterFiles: [
        { source: '/', destination: `/${DEFAULT_LOCALE}` },
        {
          source: `/:first((?!(?:${[...LOCALES, ...UNLOCALIZED_ROUTES, '_next'].join('|')})(?:/|$))[^/]+)/:rest*`,
          destination: `/${DEFAULT_LOCALE}/:first/:rest*`,
        },
      ],
    };
  },
};

/**
 * With REDIS_URL, a server keeps Next's cached pages and data in Redis (lib/redis/cache-handler.mjs),
 * shared by every instance. A build never does: it is the same with or without Redis, so one build
 * serves every instance, and a server without REDIS_URL uses Next's own cache on disk.
 */
/** next-intl reads the shop's words and each page's language from i18n/request.ts. */
const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

export default function config(phase) {
  const withHeaders = withNextIntl({
    ...nextConfig,
    headers: async () => catalogueHeaderRules(process.env, phase === PHASE_DEVELOPMENT_SERVER),
  });
  if (!process.env.REDIS_URL?.trim() || phase === PHASE_PRODUCTION_BUILD) return withHeaders;
  return { ...withHeaders, cacheHandler: fileURLToPath(new URL('./lib/redis/cache-handler.mjs', import.meta.url)) };
}
