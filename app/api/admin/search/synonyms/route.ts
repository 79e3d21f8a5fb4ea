import { route } from '@/lib/http/route';
import { searchEndpoints } from '@/lib/search/contract';
import { SYNONYM_ADDED } from '@/lib/search/messages';
import { addSynonym } from '@/lib/search/synonyms';

export const dynamic = 'force-dynamic';

export const POST = route(searchEndpoints.addSynonym, { session: 'admin' }, async ({ input, supabase }) => {
  const stored = await addSynonym(supabase, input);
  return { ok: true, message: SYNONYM_ADDED(stored.term, stored.means), ...stored };
});
