/**
 * What checkout keeps in the tab's session storage between its steps (spec §3, §4). The key names
 * `couponCode`, `shippingMethod` and `paymentMethod` are the spec's; the others are ours.
 */
export const COUPON_CODE_KEY = 'couponCode';
export const SHIPPING_METHOD_KEY = 'shippingMethod';
export const PAYMENT_METHOD_KEY = 'paymentMethod';
export const CHECKOUT_DETAILS_KEY = 'checkoutDetails';
export const IDEMPOTENCY_KEY_KEY = 'checkoutIdempotencyKey';
/** The confirmation page shows what place_order returned, kept here (no other copy of the order leaves the server). */
export const ORDER_CONFIRMATION_KEY = 'orderConfirmation';

export const DEFAULT_SHIPPING_METHOD = 'leopard';
export const DEFAULT_PAYMENT_METHOD = 'cod';

/** Removed once an order is placed: a new checkout starts from the defaults with a new key. */
export const CHECKOUT_SESSION_KEYS = [
  COUPON_CODE_KEY,
  SHIPPING_METHOD_KEY,
  PAYMENT_METHOD_KEY,
  CHECKOUT_DETAILS_KEY,
  IDEMPOTENCY_KEY_KEY,
] as const;

export type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tab's session storage, or null where there is none (server, blocked storage). */
export function sessionStore(): SessionStore | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readSession(store: SessionStore | null, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeSession(store: SessionStore | null, key: string, value: string | null): void {
  try {
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Storage full or blocked: the choice still holds for this page view.
  }
}

export function readSessionJson<T>(store: SessionStore | null, key: string): T | null {
  const text = readSession(store, key);
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function clearCheckoutSession(store: SessionStore | null): void {
  for (const key of CHECKOUT_SESSION_KEYS) writeSession(store, key, null);
}
