import { cartItemKey, type Cart, type CartItem } from './cart';

/**
 * The cart page's check against the catalogue: the server's current price and stock of each line's
 * variant (GET /api/catalog/variants). Pure; the page shows the outcome line by line.
 */
/** What the cart page says when the check itself fails (checkout stays open: place_order checks again). */
export const CART_CHECK_FAILED = 'We could not check the current prices and stock.';

export interface LiveVariantInfo {
  id: number;
  productId: number;
  price: number;
  stockQuantity: number;
}

export type LineAvailability =
  | { kind: 'available' }
  /** The variant or product is no longer sold (inactive, deleted, or the line was tampered with). */
  | { kind: 'unavailable' }
  | { kind: 'out-of-stock' }
  /** Fewer in stock than the line's quantity. */
  | { kind: 'low-stock'; available: number };

export interface PriceChange {
  from: number;
  to: number;
}

function liveVariantFor(item: CartItem, variants: ReadonlyMap<number, LiveVariantInfo>): LiveVariantInfo | null {
  if (!item.variant) return null;
  const live = variants.get(item.variant.id);
  return live && live.productId === item.productId ? live : null;
}

export function lineAvailability(item: CartItem, variants: ReadonlyMap<number, LiveVariantInfo>): LineAvailability {
  const live = liveVariantFor(item, variants);
  if (!live) return { kind: 'unavailable' };
  if (live.stockQuantity <= 0) return { kind: 'out-of-stock' };
  if (live.stockQuantity < item.quantity) return { kind: 'low-stock', available: live.stockQuantity };
  return { kind: 'available' };
}

/** Lines whose shown price differs from the server's: line key → old and new price. */
export function findPriceChanges(cart: Cart, variants: ReadonlyMap<number, LiveVariantInfo>): Map<string, PriceChange> {
  const changes = new Map<string, PriceChange>();
  for (const item of cart) {
    const live = liveVariantFor(item, variants);
    if (live && live.price !== item.price) changes.set(cartItemKey(item), { from: item.price, to: live.price });
  }
  return changes;
}

/** The variant ids to ask about, sorted so the same cart always asks the same question. */
export function cartVariantIds(cart: Cart): number[] {
  return [...new Set(cart.flatMap((item) => (item.variant ? [item.variant.id] : [])))].sort((a, b) => a - b);
}
