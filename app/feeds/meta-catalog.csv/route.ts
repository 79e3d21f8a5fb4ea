import { feedResponse } from '@/lib/feeds/feed-response';
import { FEED_READ_FAILED } from '@/lib/feeds/messages';
import { readStoredFeed } from '@/lib/feeds/queries';
import { legacyRoute as route } from '@/lib/http/legacy-route';

export const dynamic = 'force-dynamic';

/** GET: the newest Meta catalogue feed (CSV), the address to give Commerce Manager. */
export const GET = route({ onError: { status: 503, message: FEED_READ_FAILED } }, async ({ request }) =>
  feedResponse('meta', await readStoredFeed('meta', request.headers)),
);
