// Next's incremental cache (the cached pages and their fetched data) kept in Redis, so that every
// instance of the shop serves the same pages and a revalidation on one (revalidateTag in
// lib/cache/revalidation.ts) is seen by all. next.config.mjs names this file only when REDIS_URL
// is set when the server starts; builds, and servers without REDIS_URL, use Next's own cache on disk.
// docs/choices.md says why @fortedigital/nextjs-cache-handler.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { redisClient } from './client.mjs';

/** How long a cache read or write waits for Redis; past it the page is rendered as on a miss. */
const REDIS_TIMEOUT_MS = 1_000;

CacheHandler.onCreation(({ buildId }) => {
  const redis = createRedisHandler({
    client: redisClient(process.env.REDIS_URL),
    // Another build's pages name other scripts and styles: each build keeps its own entries.
    keyPrefix: `gdf:next:${buildId ?? 'dev'}:`,
    timeoutMs: REDIS_TIMEOUT_MS,
  });
  return {
    handlers: [
      {
        ...redis,
        // The package drops a failed revalidation silently; say so, since pages keep their old copy
        // until their 60-second revalidation (lib/cache/tags.ts) renders them again.
        revalidateTag: (tag) =>
          redis.revalidateTag(tag).catch((error) => {
            console.error(`[cache] revalidating "${tag}" in Redis failed: ${error?.message ?? error}`);
            throw error;
          }),
      },
    ],
  };
});

export default CacheHandler;
