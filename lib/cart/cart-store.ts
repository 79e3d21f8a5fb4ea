import { COUPON_CODE_KEY, IDEMPOTENCY_KEY_KEY, PAYMENT_METHOD_KEY, SHIPPING_METHOD_KEY } from '@/lib/storage/session-keys';
import { localStore } from '@/lib/storage/local-store';
import {
  addItem,
  cartCount,
  cartItemKey,
  EMPTY_CART,
  removeItem,
  updateQuantity,
  type Cart,
  type NewCartItem,
  type QuantityUpdate,
} from './cart';
import { cartStorageKey, GUEST_CART_KEY, mergeCarts, readCart, writeCart } from './cart-storage';

/**
 * The browser's cart: one store per page, backed by localStorage, shared with other tabs through the
 * `storage` event. Framework-free (subscribe / getSnapshot), so React reads it with
 * useSyncExternalStore and the header's badge reads its count. On the server it is always empty.
 */

/**
 * Everything clearCart removes from session storage: the spec's shippingMethod and paymentMethod
 * (§4), the applied coupon, and the order key of an unfinished review (a new cart is a new order).
 * The delivery details typed at checkout stay.
 */
const CLEARED_WITH_CART = [SHIPPING_METHOD_KEY, PAYMENT_METHOD_KEY, COUPON_CODE_KEY, IDEMPOTENCY_KEY_KEY] as const;

type Listener = () => void;

const listeners = new Set<Listener>();
let owner: string | null = null;
let snapshot: Cart | null = null;

function emit() {
  for (const listener of [...listeners]) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === cartStorageKey(owner)) {
    snapshot = null;
    emit();
  }
}

function commit(next: Cart) {
  if (next === snapshot) return;
  snapshot = next;
  writeCart(localStore(), cartStorageKey(owner), next);
  emit();
}

export function getCart(): Cart {
  snapshot ??= readCart(localStore(), cartStorageKey(owner));
  return snapshot;
}

export function getServerCart(): Cart {
  return EMPTY_CART;
}

export function getCartItemCount(): number {
  return cartCount(getCart());
}

export function subscribeToCart(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** Whose cart this is: null for a guest. The sign-in flow calls it (and merges with mergeCarts). */
export function setCartOwner(userId: string | null): void {
  if (userId === owner) return;
  owner = userId;
  snapshot = null;
  emit();
}

export function getCartOwner(): string | null {
  return owner;
}

/**
 * Signing in: the cart becomes the user's, and a guest cart left in this browser moves into it (a
 * line in both gets the quantities added); the guest key is removed. Signed out (null): the guest's.
 */
export function adoptCartFor(userId: string | null): void {
  if (userId) {
    const storage = localStore();
    const guest = readCart(storage, GUEST_CART_KEY);
    if (guest.length > 0) {
      const userKey = cartStorageKey(userId);
      writeCart(storage, userKey, mergeCarts(guest, readCart(storage, userKey)));
      writeCart(storage, GUEST_CART_KEY, EMPTY_CART);
      if (userId === owner) {
        snapshot = null;
        emit();
      }
    }
  }
  setCartOwner(userId);
}

/**
 * The server's current unit prices (by line key), taken into the cart's display cache. Lines not
 * listed keep theirs; nothing is saved when no price differs.
 */
export function applyCartPrices(prices: ReadonlyMap<string, number>): void {
  const cart = getCart();
  const changed = cart.some((item) => {
    const price = prices.get(cartItemKey(item));
    return price !== undefined && price !== item.price;
  });
  if (!changed) return;
  commit(
    cart.map((item) => {
      const price = prices.get(cartItemKey(item));
      return price !== undefined && price !== item.price ? { ...item, price } : item;
    }),
  );
}

export function addToCart(item: NewCartItem): void {
  commit(addItem(getCart(), item));
}

export function setCartItemQuantity(key: string, quantity: number): QuantityUpdate {
  const result = updateQuantity(getCart(), key, quantity);
  if (result.ok) commit(result.cart);
  return result;
}

export function removeFromCart(key: string): void {
  commit(removeItem(getCart(), key));
}

export function clearCart(): void {
  commit(EMPTY_CART);
  try {
    for (const key of CLEARED_WITH_CART) window.sessionStorage.removeItem(key);
  } catch {
    // No session storage: nothing to forget.
  }
}
