import { consoleChange, endpoint, shape } from '@/lib/api/contract';
import { SEARCH_FAILED } from './messages';
import { suggestQuerySchema } from './suggest-schema';
import { synonymKeySchema, synonymSchema } from './synonym-schema';
import type { SearchSuggestions } from './types';

/** The search's endpoints: the shop's suggestions, and the console's synonyms (the team: owner and staff). */
export const searchEndpoints = {
  /** Suggestions as the shopper types (the header's search box): from the same search as the results page. */
  suggest: endpoint({
    method: 'GET',
    path: '/api/search/suggest',
    query: suggestQuerySchema,
    errors: ['backend_failed'],
    fallback: SEARCH_FAILED,
    output: shape<{ ok: true } & SearchSuggestions>(),
  }),
  /** A word shoppers type and what it means in the product names; answers the pair as stored (normalized). */
  addSynonym: consoleChange({
    method: 'POST',
    path: '/api/admin/search/synonyms',
    body: synonymSchema,
    errors: ['search_synonym_exists', 'search_synonym_refused'],
    made: shape<{ term: string; means: string }>(),
  }),
  /** One stored pair removed; the search no longer reads the word so. */
  removeSynonym: consoleChange({
    method: 'POST',
    path: '/api/admin/search/synonyms/remove',
    body: synonymKeySchema,
    errors: ['search_synonym_not_found'],
  }),
};
