import { endpoint, shape } from '@/lib/api/contract';
import { ADMIN_ACTION_FAILED } from '@/lib/api/messages';
import { revalidateRequestSchema } from './schema';
import type { RevalidateTag } from './tags';

/** The cached pages. */
export const cacheEndpoints = {
  /**
   * Expires the cached catalogue, reviews, settings or shipping (every tag without a body) after a
   * change, so the pages show it at once. The shop's owner only: a bearer token or the session cookie.
   */
  revalidate: endpoint({
    method: 'POST',
    path: '/api/revalidate',
    body: revalidateRequestSchema,
    errors: ['unknown_cache_tags', 'revalidate_sign_in_required', 'revalidate_owner_only'],
    fallback: ADMIN_ACTION_FAILED,
    output: shape<{ ok: true; revalidated: RevalidateTag[] }>(),
  }),
};
