import { callApi } from '@/lib/api/client';
import { FEED_FAILED } from './messages';
import type { FeedRun } from './types';

/** POST /api/admin/product-feed: one generation, never replayed (each call writes both files). */
export function generateProductFeed(): Promise<FeedRun> {
  return callApi<{ run: FeedRun }>('/api/admin/product-feed', { method: 'POST', body: {}, fallbackMessage: FEED_FAILED }).then(
    (answer) => answer.run,
  );
}
