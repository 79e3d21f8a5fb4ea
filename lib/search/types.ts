/** How a product matched a search (public.search_products), strongest first. */
export type SearchMatch = 'word' | 'prefix' | 'synonym' | 'text' | 'typo';

/** A search's answer: the products' ids best first, and the nearest product when none matched. */
export interface ProductSearch {
  /** The text as the database read it (lower case, punctuation as spaces). */
  query: string;
  ids: number[];
  suggestion: { id: number; name: string; slug: string } | null;
}

/** A product offered as the shopper types, with what the card needs. */
interface SuggestedProduct {
  id: number;
  name: string;
  href: string;
  imageUrl: string | null;
  /** The lowest price on offer, or null when none is. */
  priceFrom: number | null;
  inStock: boolean;
}

/** The search box's suggestions: the first products, the listings whose name matches, the way to all results. */
export interface SearchSuggestions {
  products: SuggestedProduct[];
  listings: { title: string; href: string }[];
  /** How many products the search found in all, and where they are all listed. */
  total: number;
  resultsHref: string;
  /** The nearest product when nothing matched ("did you mean"). */
  suggestion: { name: string; href: string } | null;
}

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
