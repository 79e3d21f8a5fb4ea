import type { Cart } from '@/lib/cart/cart';
import type { CartLine } from './schema';

/**
 * The cart as checkout sends it: variant ids and quantities only (the cart's prices are a display
 * cache and never leave the browser). A line without a variant cannot be ordered.
 */
export function toCartLines(cart: Cart): { lines: CartLine[]; missingVariant: boolean } {
  const lines: CartLine[] = [];
  let missingVariant = false;
  for (const item of cart) {
    if (item.variant) lines.push({ variantId: item.variant.id, quantity: item.quantity });
    else missingVariant = true;
  }
  return { lines, missingVariant };
}
