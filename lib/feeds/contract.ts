import { endpoint, shape } from '@/lib/api/contract';
import { FEED_FAILED, FEED_READ_FAILED } from './messages';
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
  /** The newest Google Merchant Center feed (RSS 2.0), the address to give Merchant Center: the stored file as it is. */
  google: endpoint({
    method: 'GET',
    path: '/feeds/google-merchant.xml',
    errors: ['feed_read_failed'],
    fallback: FEED_READ_FAILED,
    output: shape<never>(),
  }),
  /** The newest Meta catalogue feed (CSV), the address to give Commerce Manager. */
  meta: endpoint({
    method: 'GET',
    path: '/feeds/meta-catalog.csv',
    errors: ['feed_read_failed'],
    fallback: FEED_READ_FAILED,
    output: shape<never>(),
  }),
};
