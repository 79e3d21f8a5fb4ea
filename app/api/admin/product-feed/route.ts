import { generateFeed } from '@/lib/feeds/actions';
import { feedEndpoints } from '@/lib/feeds/contract';
import { RateLimiter } from '@/lib/http/rate-limit';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** A guest is told to sign in, a shopper that only the owner may; a few runs a minute per client at most. */
export const POST = route(
  feedEndpoints.generate,
  {
    session: 'admin',
    unauthorized: 'feed_sign_in_required',
    forbidden: 'feed_admins_only',
    invalid: 'feed_takes_no_options',
    rateLimit: new RateLimiter('product-feed', 6, 60_000),
  },
  async ({ supabase }) => ({ ok: true, run: await generateFeed(supabase) }),
);
