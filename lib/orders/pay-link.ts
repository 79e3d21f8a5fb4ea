import { ORDER_NUMBER_SHAPE } from '@/lib/orders/types';
import { isIdempotencyKey } from '@/lib/checkout/idempotency';

/**
 * The link a customer opens to pay a wallet order they did not place in this browser (an order the
 * owner took on WhatsApp): /pay?order=GDF-…#<the order's checkout key>. The key proves the order is
 * theirs as the checkout tab's does (lib/payments/start.ts); it rides in the fragment, which the
 * browser never sends, so it stays out of every server's and proxy's logs.
 */
export const PAY_PATH = '/pay';

export function payLink(siteUrl: string, orderNumber: string, checkoutKey: string): string {
  return `${siteUrl}${PAY_PATH}?order=${encodeURIComponent(orderNumber)}#${encodeURIComponent(checkoutKey)}`;
}

/** The order and key of a pay link as the page reads its own address; null when either is missing or malformed. */
export function readPayLink(search: string, hash: string): { orderNumber: string; checkoutKey: string } | null {
  const orderNumber = (new URLSearchParams(search).get('order') ?? '').trim().toUpperCase();
  let checkoutKey = '';
  try {
    checkoutKey = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  return ORDER_NUMBER_SHAPE.test(orderNumber) && isIdempotencyKey(checkoutKey) ? { orderNumber, checkoutKey } : null;
}
