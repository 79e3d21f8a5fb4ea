import { feedEndpoints } from '@/lib/feeds/contract';
import { feedResponse } from '@/lib/feeds/feed-response';
import { readStoredFeed } from '@/lib/feeds/queries';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const GET = route(feedEndpoints.meta, { onError: 'feed_read_failed' }, async ({ request }) =>
  feedResponse('meta', await readStoredFeed('meta', request.headers)),
);
