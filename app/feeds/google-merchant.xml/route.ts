import { feedResponse } from '@/lib/feeds/feed-response';
import { FEED_READ_FAILED } from '@/lib/feeds/messages';
import { readStoredFeed } from '@/lib/feeds/queries';
import { legacyRoute as route } from '@/lib/http/legacy-route';

export const dynamic = 'force-dynamic';

/** GET: the newest Google Merchant Center feed (RSS 2.0), the address to give Merchant Center. */
export const GET = route({ onError: { status: 503, message: FEED_READ_FAILED } }, async ({ request }) =>
  feedResponse('google', await readStoredFeed('google', request.headers)),
);
