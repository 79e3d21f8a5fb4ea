// `serwist build serwist.config.mjs` (the second half of `npm run build`): bundles app/sw.ts into
// public/service-worker.js after `next build`, with the build's version baked in.
// Precached: only the offline page and the icons it and the manifest use. Pages are never cached
// (precachePrerendered: false and network-only navigations), so a new deployment is never hidden
// behind an old page, and with no cached pages there is nothing offline that would need the build's
// JavaScript: chunks are cached as they are used instead (app/sw.ts), not all downloaded at install.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { serwist } from '@serwist/next/config';
import { readAppVersion } from './lib/version/app-version.mjs';

const version = readAppVersion();
console.log(`[serwist] service worker version ${version}`);

export default await serwist({
  swSrc: 'app/sw.ts',
  swDest: 'public/service-worker.js',
  precachePrerendered: false,
  globPatterns: ['public/icon.svg', 'public/favicon.ico', 'public/manifest.webmanifest', 'public/icons/*.png'],
  // Listed by hand: the Next.js preset rewrites every globbed .html into a page route (/public/offline).
  additionalPrecacheEntries: [{ url: '/offline.html', revision: revisionOf('public/offline.html') }],
  esbuildOptions: { define: { 'process.env.APP_VERSION': JSON.stringify(version) } },
});

function revisionOf(file) {
  return crypto.createHash('md5').update(fs.readFileSync(file)).digest('hex');
}
