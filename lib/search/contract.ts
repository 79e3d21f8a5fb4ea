import { endpoint, shape } from '@/lib/api/contract';
import { SERVICE_UNAVAILABLE } from '@/lib/http/messages';
import { suggestQuerySchema } from './suggest-schema';
import type { SearchSuggestions } from './types';

/** The search's endpoints. */
export const searchEndpoints = {
  /** Suggestions as the shopper types (the header's search box): from the same search as the results page. */
  suggest: endpoint({
    method: 'GET',
    path: '/api/search/suggest',
    query: suggestQuerySchema,
    errors: ['backend_failed'],
    fallback: SERVICE_UNAVAILABLE,
    output: shape<{ ok: true } & SearchSuggestions>(),
  }),
};
