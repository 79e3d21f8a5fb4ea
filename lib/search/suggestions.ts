import 'server-only';
import { LISTING_ORDER, LISTINGS, listingHref, normalizeSearch } from '@/lib/catalog/listing';
import { isProductInStock, lowestPricedVariant } from '@/lib/catalog/pricing';
import { listCatalog } from '@/lib/catalog/queries';
import { searchProducts } from './products';
import type { SearchSuggestions } from './types';

/** Products offered at once under the search box. */
const SUGGESTED_PRODUCTS = 6;

/** The search box's suggestions for what the shopper has typed: the search's first products and the matching listings. */
export async function suggestFor(text: string): Promise<SearchSuggestions> {
  const q = normalizeSearch(text);
  const [catalog, search] = await Promise.all([listCatalog(), searchProducts(q)]);
  const byId = new Map(catalog.map((product) => [product.id, product]));
  const found = search.ids.flatMap((id) => byId.get(id) ?? []);
  const words = search.query.split(' ').filter(Boolean);
  const suggestion = found.length === 0 && search.suggestion ? byId.get(search.suggestion.id) : undefined;
  return {
    products: found.slice(0, SUGGESTED_PRODUCTS).map((product) => ({
      id: product.id,
      name: product.name,
      href: `/product/${product.id}`,
      imageUrl: product.imageUrl,
      priceFrom: lowestPricedVariant(product.variants)?.price ?? null,
      inStock: isProductInStock(product),
    })),
    listings: LISTING_ORDER.map((key) => LISTINGS[key])
      .filter((listing) => words.length > 0 && words.every((word) => listing.title.toLowerCase().includes(word)))
      .map((listing) => ({ title: listing.title, href: listing.path })),
    total: found.length,
    resultsHref: listingHref('/shop', { q }),
    suggestion: suggestion ? { name: suggestion.name, href: `/product/${suggestion.id}` } : null,
  };
}
