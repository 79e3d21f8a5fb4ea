import 'server-only';
import { createBoundedCache } from '@/lib/cache/bounded-cache';
import { forgetKeptPages } from '@/lib/cache/kept-pages.mjs';
import { whenRevalidated } from '@/lib/cache/revalidation';
import { CATALOG_TAG, REVALIDATE_SECONDS } from '@/lib/cache/tags';
import { normalizeSearch } from '@/lib/catalog/listing';
import { createPublicClient } from '@/lib/supabase/public';
import type { ProductSearch, SearchMatch } from './types';

/** Distinct searches kept per process; each for as long as a catalogue page (lib/cache/tags.ts). */
const CACHED_SEARCHES = 500;
const searches = createBoundedCache<Promise<ProductSearch>>({ max: CACHED_SEARCHES, ttlMs: REVALIDATE_SECONDS * 1000 });

/** Drops this process's searches and the search pages its server keeps (the catalogue or the synonyms changed). */
export function forgetSearches(): void {
  searches.clear();
  forgetKeptPages();
}
whenRevalidated(CATALOG_TAG, forgetSearches);

/** The key a search is kept under: the text as the shop keeps it, in lower case. */
function searchKey(text: string): string {
  return normalizeSearch(text).toLowerCase();
}

/**
 * Products for what a shopper typed, best first, by the database's one rule
 * (public.search_products: typos, Roman Urdu, Urdu script, synonyms), with the nearest product when
 * nothing matched. Kept per text in a bounded cache, so repeated searches cost no query.
 */
export function searchProducts(text: string): Promise<ProductSearch> {
  const key = searchKey(text);
  const kept = searches.get(key);
  if (kept) return kept;
  const answer = askDatabase(key);
  searches.set(key, answer);
  answer.catch(() => searches.delete(key));
  return answer;
}

async function askDatabase(text: string): Promise<ProductSearch> {
  const { data, error } = await createPublicClient().rpc('search_products', { query: text, max_results: 100 });
  if (error) throw new Error(`search: ${error.code} ${error.message}`);
  const answer = data as {
    query: string;
    results: { id: number; match: SearchMatch }[];
    suggestion: { id: number; name: string; slug: string } | null;
  };
  return {
    query: answer.query,
    ids: answer.results.map((result) => result.id),
    suggestion: answer.suggestion,
  };
}
