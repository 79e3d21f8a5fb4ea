import { endpoint, shape } from '@/lib/api/contract';
import { FEED_FAILED } from './messages';
import { generateFeedSchema } from './schema';
import type { FeedRun } from './types';

/** The console's product-feed endpoint (admins only). */
export const feedEndpoints = {
  /** Generates the Google and Meta feeds through the product-feed edge function; never replayed (each run rewrites both files). */
  generate: endpoint({
    method: 'POST',
    path: '/api/admin/product-feed',
    body: generateFeedSchema,
    errors: ['feed_sign_in_required', 'feed_admins_only', 'feed_takes_no_options', 'feed_failed', 'feed_function_failed'],
    fallback: FEED_FAILED,
    output: shape<{ ok: true; run: FeedRun }>(),
  }),
};
