import { route } from '@/lib/http/route';
import { searchEndpoints } from '@/lib/search/contract';
import { SYNONYM_REMOVED } from '@/lib/search/messages';
import { removeSynonym } from '@/lib/search/synonyms';

export const dynamic = 'force-dynamic';

export const POST = route(searchEndpoints.removeSynonym, { session: 'admin' }, async ({ input, supabase }) => {
  await removeSynonym(supabase, input);
  return { ok: true, message: SYNONYM_REMOVED(input.term) };
});
