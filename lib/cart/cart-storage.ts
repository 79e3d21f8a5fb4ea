import { addItem, EMPTY_CART, normalizeCart, type Cart } from './cart';

/**
 * Where the cart is kept: localStorage, under a key with the prefix dryfruits_cart that is the
 * shopper's own (dryfruits_cart_<userId>) or the guest's (dryfruits_cart_guest).
 */
export const CART_KEY_PREFIX = 'dryfruits_cart';
export const GUEST_CART_KEY = `${CART_KEY_PREFIX}_guest`;

export function cartStorageKey(userId: string | null | undefined): string {
  return userId ? `${CART_KEY_PREFIX}_${userId}` : GUEST_CART_KEY;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readCart(storage: KeyValueStore | null, key: string): Cart {
  if (!storage) return EMPTY_CART;
  try {
    const text = storage.getItem(key);
    return text ? normalizeCart(JSON.parse(text)) : EMPTY_CART;
  } catch {
    return EMPTY_CART;
  }
}

/** Saves the cart; an empty cart removes the key. Storage errors (private mode, quota) are ignored. */
export function writeCart(storage: KeyValueStore | null, key: string, cart: Cart): void {
  if (!storage) return;
  try {
    if (cart.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(cart));
  } catch {
    // The cart still works for this page view.
  }
}

/**
 * The cart after signing in: the user's saved lines, then the guest's added on top (a line in both
 * gets the two quantities together), so nothing picked as a guest is lost.
 */
export function mergeCarts(guest: Cart, user: Cart): Cart {
  return guest.reduce<Cart>((cart, item) => addItem(cart, item), user);
}
