import { route } from '@/lib/http/route';
import { RateLimiter } from '@/lib/http/rate-limit';
import { searchEndpoints } from '@/lib/search/contract';
import { suggestFor } from '@/lib/search/suggestions';

/**
 * A shopper types a few letters a second; a client asking faster is not typing. (An answer the
 * shop's server has kept, server/kept-search-pages.mjs, is sent without reaching this limit.)
 */
const suggestionsPerClient = new RateLimiter('search-suggestions', 120, 60_000);

export const GET = route(searchEndpoints.suggest, { onError: 'backend_failed', rateLimit: suggestionsPerClient }, async ({ query }) => ({
  ok: true,
  ...(await suggestFor(query.q)),
}));
