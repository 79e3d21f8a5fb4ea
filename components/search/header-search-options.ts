import type { SearchSuggestions } from '@/lib/search/types';

type SuggestedProduct = SearchSuggestions['products'][number];

/** One choice of the search box's list, in the order the arrow keys walk them. */
export type HeaderSearchOption =
  | { kind: 'product'; href: string; product: SuggestedProduct }
  | { kind: 'listing'; href: string; title: string }
  | { kind: 'did-you-mean'; href: string; name: string }
  | { kind: 'all-results'; href: string; total: number; text: string };

/** The suggestions for `text` as the list's options: products, listings, then all results (or "did you mean" when nothing matched). */
export function headerSearchOptions(text: string, answer: SearchSuggestions): HeaderSearchOption[] {
  const products = answer.products.map((product): HeaderSearchOption => ({ kind: 'product', href: product.href, product }));
  const listings = answer.listings.map((listing): HeaderSearchOption => ({ kind: 'listing', href: listing.href, title: listing.title }));
  const last: HeaderSearchOption[] =
    answer.total > 0
      ? [{ kind: 'all-results', href: answer.resultsHref, total: answer.total, text }]
      : answer.suggestion
        ? [{ kind: 'did-you-mean', href: answer.suggestion.href, name: answer.suggestion.name }]
        : [];
  return [...products, ...listings, ...last];
}

/** What the live region says once an answer is in. */
export function headerSearchAnnouncement(total: number): string {
  if (total === 0) return 'No products found';
  return total === 1 ? '1 product found' : `${total} products found`;
}
