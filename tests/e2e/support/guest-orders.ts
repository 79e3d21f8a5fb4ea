import { expect, type APIRequestContext } from '@playwright/test';
import { newEmail } from '../pages/accounts';

export interface GuestOrderOptions {
  paymentMethod?: 'cod' | 'bank_transfer';
  email?: string;
  phone?: string;
  /** Starts the idempotency key, so a test's orders can be told apart in the database. */
  keyPrefix?: string;
}

/**
 * A guest order placed through the shop's own route, as the checkout pages place it: one 500 g of
 * Dried Apricots (variant 12) by Leopards to Gilgit. Fails the test unless the shop answers 201.
 */
export async function placeGuestOrder(
  request: APIRequestContext,
  { paymentMethod = 'cod', email = newEmail('guest'), phone = '0355-1234567', keyPrefix = 'e2e' }: GuestOrderOptions = {},
) {
  const response = await request.post('/api/orders', {
    headers: { origin: new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3100').origin, 'sec-fetch-site': 'same-origin' },
    data: {
      items: [{ variantId: 12, quantity: 1 }],
      details: {
        email,
        fullName: 'Sana Baig',
        phone,
        address: 'House 4, Jamaat Khana road, Jutial',
        postalCode: '15100',
        cityId: 1,
        notes: '',
      },
      shippingMethod: 'leopard',
      paymentMethod,
      couponCode: null,
      idempotencyKey: `${keyPrefix}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
  });
  expect(response.status()).toBe(201);
  return { ...((await response.json()) as { order: { orderNumber: string; total: number } }).order, email };
}
