import type { NewCartItem } from '@/lib/cart/cart';
import { defaultVariant, isProductInStock, lowestPricedVariant, pricePerKg } from './pricing';
import type { Product } from './types';

/**
 * What a product card shows, worked out on the server: the card itself only renders it. Compact on
 * purpose — a listing sends a dozen of these to the browser.
 */
export interface ProductCardData {
  id: number;
  name: string;
  origin: string | null;
  bestSeller: boolean;
  inStock: boolean;
  weights: string[];
  /** The cheapest active weight: its label and price (whole rupees); null when nothing is on sale. */
  from: { label: string; price: number } | null;
  perKg: number | null;
  /** What "Add to cart" adds: the cheapest weight in stock (or, sold out, the cheapest). */
  addItem: Omit<NewCartItem, 'quantity'> | null;
}

export function toProductCardData(product: Product): ProductCardData {
  const from = lowestPricedVariant(product.variants);
  const toAdd = defaultVariant(product.variants) ?? from;
  return {
    id: product.id,
    name: product.name,
    origin: product.origin,
    bestSeller: product.isBestSeller,
    inStock: isProductInStock(product),
    weights: product.variants.map((variant) => variant.label),
    from: from ? { label: from.label, price: from.price } : null,
    perKg: from ? pricePerKg(from) : null,
    addItem: toAdd
      ? {
          productId: product.id,
          name: product.name,
          variant: { id: toAdd.id, label: toAdd.label },
          price: toAdd.price,
          weight: { value: toAdd.weightValue, unit: toAdd.weightUnit },
          image: product.imageUrl,
        }
      : null,
  };
}
