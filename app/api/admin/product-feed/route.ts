import { generateFeed } from '@/lib/feeds/actions';
import { FEED_NO_PARAMETERS, FEED_NOT_ADMIN, FEED_SIGN_IN } from '@/lib/feeds/messages';
import { generateFeedSchema } from '@/lib/feeds/schema';
import { RateLimiter } from '@/lib/http/rate-limit';
import { json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';

export const dynamic = 'force-dynamic';

/**
 * POST → {ok, run}: generates the Google and Meta product feeds through the product-feed edge
 * function, as the signed-in admin. A guest is a 401, a shopper a 403; a few runs a minute per
 * client at most (each one rewrites both files).
 */
export const POST = route(
  {
    body: generateFeedSchema,
    session: 'admin',
    unauthorized: FEED_SIGN_IN,
    forbidden: FEED_NOT_ADMIN,
    invalid: { message: FEED_NO_PARAMETERS },
    rateLimit: new RateLimiter('product-feed', 6, 60_000),
  },
  async ({ supabase }) => json({ ok: true, run: await generateFeed(supabase) }),
);
