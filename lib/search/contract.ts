import { consoleChange, shape } from '@/lib/api/contract';
import { synonymKeySchema, synonymSchema } from './synonym-schema';

/** The console's search endpoints (the team: owner and staff). */
export const searchEndpoints = {
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
