import 'server-only';
import { createSupabaseAdminClient } from '@/lib/supabase/admin';

/**
 * Counts a search that found nothing for the console (public.record_search_miss, the server's
 * alone; callers limit it per client). Best effort: a failed count never troubles the shopper's page.
 */
export async function recordSearchMiss(text: string): Promise<void> {
  try {
    const { error } = await createSupabaseAdminClient().rpc('record_search_miss', { query: text });
    if (error) console.error(`[search] could not count a miss: ${error.code} ${error.message}`);
  } catch (error) {
    console.error(`[search] could not count a miss: ${(error as Error).message}`);
  }
}
