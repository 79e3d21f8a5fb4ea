/// <reference lib="webworker" />
// The service worker, bundled by `serwist build` (serwist.config.mjs) into public/service-worker.js.
// It caches the build's static chunks and optimised images as they are used, never caches pages or API
// answers (they are per-user or data-driven, and always come from the network), shows
// /offline.html for a page when there is no network, and tells the page its build version.
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkOnly,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type SerwistGlobalConfig,
} from 'serwist';
import { isVersionCheck, VERSION_REPLY } from '@/lib/version/protocol';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

/** Replaced at build time with the version GET /version.json reports (lib/version/app-version.mjs). */
const SW_VERSION = process.env.APP_VERSION as string;

const DAY = 24 * 60 * 60;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: new NetworkOnly(),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: 'next-static',
        plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY })],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/_next/image',
      handler: new StaleWhileRevalidate({
        cacheName: 'next-image',
        plugins: [new ExpirationPlugin({ maxEntries: 96, maxAgeSeconds: 30 * DAY })],
      }),
    },
  ],
  fallbacks: {
    entries: [{ url: '/offline.html', matcher: ({ request }) => request.destination === 'document' }],
  },
});

self.addEventListener('message', (event) => {
  if (!isVersionCheck(event.data)) return;
  const reply = { type: VERSION_REPLY, version: SW_VERSION };
  const target = event.ports[0] ?? event.source;
  target?.postMessage(reply);
});

serwist.addEventListeners();
