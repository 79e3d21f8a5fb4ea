import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { Problem } from '@/lib/errors/problem';
import type { Database } from '@/lib/supabase/database.types';
import { createSupabaseServerClient } from '@/lib/supabase/server';
import type { SynonymInput } from './synonym-schema';
import { MISSES_SHOWN, type SearchMiss, type SynonymGroup } from './types';
import { forgetSearches } from './products';

type Client = SupabaseClient<Database>;

/** Every synonym grouped by its meaning, meanings and words in alphabetical order. */
async function listSynonyms(supabase: Client): Promise<SynonymGroup[]> {
  const { data, error } = await supabase.from('search_synonyms').select('term, means').order('means').order('term');
  if (error) throw new Error(`search_synonyms: ${error.code} ${error.message}`);
  const groups = new Map<string, string[]>();
  for (const row of data) groups.set(row.means, [...(groups.get(row.means) ?? []), row.term]);
  return [...groups].map(([means, terms]) => ({ means, terms }));
}

/** Adds a word; the database normalizes it, and the pair comes back as stored. */
export async function addSynonym(supabase: Client, input: SynonymInput): Promise<{ term: string; means: string }> {
  const { data, error } = await supabase.from('search_synonyms').insert(input).select('term, means').single();
  if (error?.code === '23505') throw new Problem('search_synonym_exists');
  // A word that normalizes to too few letters, or to several words ("dry-fruit").
  if (error?.code === '23514') throw new Problem('search_synonym_refused');
  if (error) throw new Error(`add search synonym: ${error.code} ${error.message}`);
  forgetSearches();
  return data;
}

/** Removes one stored pair; search_synonym_not_found when it is not there. */
export async function removeSynonym(supabase: Client, key: { term: string; means: string }): Promise<void> {
  const { data, error } = await supabase.from('search_synonyms').delete().eq('term', key.term).eq('means', key.means).select('term');
  if (error) throw new Error(`remove search synonym: ${error.code} ${error.message}`);
  if (data.length === 0) throw new Problem('search_synonym_not_found');
  forgetSearches();
}

/** The most searched queries that found nothing, the most recent first among equals. */
export async function listSearchMisses(supabase: Client): Promise<SearchMiss[]> {
  const { data, error } = await supabase
    .from('search_misses')
    .select('query, searches, last_searched_at')
    .order('searches', { ascending: false })
    .order('last_searched_at', { ascending: false })
    .limit(MISSES_SHOWN);
  if (error) throw new Error(`search_misses: ${error.code} ${error.message}`);
  return data.map((row) => ({ query: row.query, searches: row.searches, lastSearchedAt: row.last_searched_at }));
}

/** For /admin/search (the admin layout has already checked the role). */
export async function getCurrentSearchWords(): Promise<{ synonyms: SynonymGroup[]; misses: SearchMiss[] }> {
  const supabase = await createSupabaseServerClient();
  const [synonyms, misses] = await Promise.all([listSynonyms(supabase), listSearchMisses(supabase)]);
  return { synonyms, misses };
}
