/// <reference lib="webworker" />
// The service worker, bundled by `serwist build` (serwist.config.mjs) into public/service-worker.js.
// It caches the build's static chunks and optimised images as they are used, never caches pages or API
// answers (they are per-user or data-driven, and always come from the network), shows
// /offline.html for a page when there is no network, tells the page its build version, and shows the
// console's push alerts (lib/alerts/push-delivery.ts), opening the shop on the alert's page when tapped.
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkOnly,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type SerwistGlobalConfig,
} from 'serwist';
import { notificationOf, sameOriginUrl } from '@/lib/alerts/push-notification';
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

self.addEventListener('push', (event) => {
  const { title, options } = notificationOf(event.data?.text() ?? null);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl((event.notification.data as { url?: unknown } | null)?.url, self.location.origin);
  event.waitUntil(openOrFocus(url));
});

/** Focuses a window of the shop already on that page, or another of its windows taken there, or opens one. */
async function openOrFocus(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const onPage = windows.find((client) => client.url === url);
  if (onPage) {
    await onPage.focus();
    return;
  }
  const shopWindow = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (shopWindow) {
    const moved = await shopWindow.navigate(url).catch(() => null);
    if (moved) {
      await moved.focus();
      return;
    }
  }
  await self.clients.openWindow(url);
}

serwist.addEventListeners();
