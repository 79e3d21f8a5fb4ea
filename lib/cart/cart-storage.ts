import { readStoredList, writeStoredList, type KeyValueStore } from '@/lib/storage/stored-list';
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

export function readCart(storage: KeyValueStore | null, key: string): Cart {
  return readStoredList(storage, key, normalizeCart, EMPTY_CART);
}

/** Saves the cart; an empty cart removes the key. Storage errors (private mode, quota) are ignored. */
export function writeCart(storage: KeyValueStore | null, key: string, cart: Cart): void {
  writeStoredList(storage, key, cart);
}

/**
 * The cart after signing in: the user's saved lines, then the guest's added on top (a line in both
 * gets the two quantities together), so nothing picked as a guest is lost.
 */
export function mergeCarts(guest: Cart, user: Cart): Cart {
  return guest.reduce<Cart>((cart, item) => addItem(cart, item), user);
}
