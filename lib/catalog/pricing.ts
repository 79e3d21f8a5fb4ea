import type { Product, ProductVariant } from './types';

/** The cheapest active variant: the "from" price of a product. Null when none is on sale. */
export function lowestPricedVariant(variants: readonly ProductVariant[]): ProductVariant | null {
  let best: ProductVariant | null = null;
  for (const variant of variants) {
    if (!best || variant.price < best.price || (variant.price === best.price && variant.weightGrams < best.weightGrams)) best = variant;
  }
  return best;
}

export function isVariantInStock(variant: ProductVariant): boolean {
  return variant.stockQuantity > 0;
}

export function isProductInStock(product: Pick<Product, 'variants'>): boolean {
  return product.variants.some(isVariantInStock);
}

/**
 * The variant a one-click "Add to cart" takes: the cheapest one in stock. Null when the product is
 * sold out.
 */
export function defaultVariant(variants: readonly ProductVariant[]): ProductVariant | null {
  return lowestPricedVariant(variants.filter(isVariantInStock));
}

/** The variant a product page opens with: the cheapest in stock, else the cheapest. */
export function initialVariant(variants: readonly ProductVariant[]): ProductVariant | null {
  return defaultVariant(variants) ?? lowestPricedVariant(variants);
}

/**
 * Whole rupees per kilogram, for variants labelled by weight ("250 g", "1 kg"). A bottle or a box
 * ("100 ml bottle") has a shipping weight but no meaningful price per kilogram, so it gets null.
 */
export function pricePerKg(variant: ProductVariant): number | null {
  if (variant.weightGrams <= 0 || !/\d\s*(g|gm|grams?|kg)\b/i.test(variant.label)) return null;
  return Math.round((variant.price * 1000) / variant.weightGrams);
}

/** "Only 3 left" under this many; otherwise just "In stock". */
const LOW_STOCK_THRESHOLD = 10;

export function stockLabel(variant: ProductVariant): string {
  if (variant.stockQuantity <= 0) return 'Out of stock';
  if (variant.stockQuantity < LOW_STOCK_THRESHOLD) return `Only ${variant.stockQuantity} left`;
  return 'In stock';
}
