import { IDEMPOTENCY_KEY_KEY, readSession, writeSession, type SessionStore } from '@/lib/storage/session-keys';

/** place_order's rule: 8 to 100 letters, digits, "-", "_", ":" or ".". */
const KEY_SHAPE = /^[A-Za-z0-9_:.-]{8,100}$/;

export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && KEY_SHAPE.test(value);
}

/** A new random key, e.g. "order-3f0c…" (a UUID where the browser has one). */
export function newIdempotencyKey(random: () => string = () => crypto.randomUUID()): string {
  return `order-${random()}`;
}

/**
 * The key of this checkout: made once when the review page opens and kept in session storage, so a
 * reload, a retry or a double click sends the same key and can never create a second order.
 */
export function getOrCreateIdempotencyKey(store: SessionStore | null, make: () => string = newIdempotencyKey): string {
  const saved = readSession(store, IDEMPOTENCY_KEY_KEY);
  if (isIdempotencyKey(saved)) return saved;
  const key = make();
  writeSession(store, IDEMPOTENCY_KEY_KEY, key);
  return key;
}
