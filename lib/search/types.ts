/** One meaning and the words shoppers type for it, as stored (normalized). */
export interface SynonymGroup {
  means: string;
  terms: string[];
}

/** A search that found nothing, counted per normalized query. */
export interface SearchMiss {
  query: string;
  searches: number;
  lastSearchedAt: string;
}

/** How many of the searches that found nothing the console shows: the most searched. */
export const MISSES_SHOWN = 50;
