import { toCartLines } from '@/lib/checkout/cart-lines';
import { getOrCreateIdempotencyKey, isIdempotencyKey, newIdempotencyKey } from '@/lib/checkout/idempotency';
import { chosenPaymentMethod, offeredPaymentMethods, PAYMENT_METHODS, paymentMethodById } from '@/lib/checkout/payment-methods';
import { accountCheckoutDetailsSchema, checkoutDetailsSchema, placeOrderRequestSchema } from '@/lib/checkout/schema';
import {
  CHECKOUT_SESSION_KEYS,
  clearCheckoutSession,
  IDEMPOTENCY_KEY_KEY,
  readSessionJson,
  writeSession,
} from '@/lib/storage/session-keys';
import { validate } from '@/lib/auth/schemas';

beforeEach(() => window.sessionStorage.clear());

describe('idempotency keys', () => {
  test('a new key has the shape place_order accepts', () => {
    expect(isIdempotencyKey(newIdempotencyKey())).toBe(true);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
    expect(isIdempotencyKey('short')).toBe(false);
    expect(isIdempotencyKey('has spaces in it')).toBe(false);
    expect(isIdempotencyKey(42)).toBe(false);
  });

  test('made once per checkout and reused on reload; a malformed saved key is replaced', () => {
    const make = jest.fn(() => 'order-first-key');
    expect(getOrCreateIdempotencyKey(window.sessionStorage, make)).toBe('order-first-key');
    expect(getOrCreateIdempotencyKey(window.sessionStorage, () => 'order-second-key')).toBe('order-first-key');
    expect(make).toHaveBeenCalledTimes(1);
    window.sessionStorage.setItem(IDEMPOTENCY_KEY_KEY, 'bad key!');
    expect(getOrCreateIdempotencyKey(window.sessionStorage, () => 'order-third-key')).toBe('order-third-key');
  });

  test('placing an order clears the checkout entries (coupon, choices, details, key)', () => {
    for (const key of CHECKOUT_SESSION_KEYS) writeSession(window.sessionStorage, key, 'x');
    window.sessionStorage.setItem('unrelated', 'kept');
    clearCheckoutSession(window.sessionStorage);
    expect(CHECKOUT_SESSION_KEYS.map((key) => window.sessionStorage.getItem(key))).toEqual(CHECKOUT_SESSION_KEYS.map(() => null));
    expect(window.sessionStorage.getItem('unrelated')).toBe('kept');
    expect(CHECKOUT_SESSION_KEYS).toEqual(expect.arrayContaining(['couponCode', 'shippingMethod', 'paymentMethod']));
  });

  test('broken JSON in session storage reads as nothing', () => {
    window.sessionStorage.setItem('checkoutDetails', '{nope');
    expect(readSessionJson(window.sessionStorage, 'checkoutDetails')).toBeNull();
  });
});

describe('checkout form and request', () => {
  const details = {
    email: 'A@Example.com',
    fullName: ' Sana  Baig ',
    phone: '0355-1234567',
    address: 'Jutial',
    postalCode: '15100',
    cityId: 1,
    notes: '',
  };

  test('the sign-up rules and messages', () => {
    expect(validate(checkoutDetailsSchema, details)).toEqual({
      ok: true,
      data: { ...details, email: 'a@example.com', fullName: 'Sana Baig', phone: '+923551234567', town: null },
    });
    // A guest's e-mail is optional (checkout by phone); a signed-in shopper's form asks for it.
    expect(validate(accountCheckoutDetailsSchema, {})).toMatchObject({ fieldErrors: { email: 'Email is required' } });
    expect(validate(checkoutDetailsSchema, {})).toEqual({
      ok: false,
      fieldErrors: {
        fullName: 'Full name is required',
        phone: 'Phone number is required',
        address: 'Address is required',
        postalCode: 'Postal code is required',
        cityId: 'City is required',
      },
    });
    expect(validate(checkoutDetailsSchema, { ...details, cityId: 'Gilg' })).toMatchObject({
      fieldErrors: { cityId: 'Please select a valid city' },
    });
  });

  test('cart lines carry only variant and quantity; a line without a variant is reported', () => {
    const weight = { value: 250, unit: 'grams' as const };
    expect(
      toCartLines([
        { productId: 1, variant: { id: 11, label: '250 g' }, name: 'A', price: 1, quantity: 2, weight },
        { productId: 2, variant: null, name: 'B', price: 1, quantity: 1, weight },
      ]),
    ).toEqual({ lines: [{ variantId: 11, quantity: 2 }], missingVariant: true });
  });

  test('a price inside a line is refused; a forged total at the top is dropped', () => {
    const base = { details, shippingMethod: 'leopard', paymentMethod: 'cod', idempotencyKey: 'order-abcdefgh' };
    expect(placeOrderRequestSchema.safeParse({ ...base, items: [{ variantId: 11, quantity: 1, price: 1 }] }).success).toBe(false);
    const parsed = placeOrderRequestSchema.parse({ ...base, items: [{ variantId: 11, quantity: 1 }], total: 1, discount: 999 });
    expect(parsed).not.toHaveProperty('total');
    expect(parsed).not.toHaveProperty('discount');
  });
});

describe('payment methods', () => {
  test("cash on delivery first, then bank transfer (paid into the shop's account), then the wallets (paid on their page)", () => {
    expect(PAYMENT_METHODS.map((m) => m.id)).toEqual(['cod', 'bank_transfer', 'jazzcash', 'easypaisa']);
    expect(paymentMethodById('bank_transfer')?.kind).toBe('manual_transfer');
    expect(paymentMethodById('jazzcash')?.kind).toBe('redirect');
    expect(paymentMethodById('raast')).toBeNull();
  });

  test('a wallet is offered only when the server can take it; bank transfer only with an account', () => {
    expect(offeredPaymentMethods(false).map((m) => m.id)).toEqual(['cod']);
    expect(offeredPaymentMethods(true, [{ id: 'easypaisa', sandbox: true }]).map((m) => m.id)).toEqual([
      'cod',
      'bank_transfer',
      'easypaisa',
    ]);
  });
});

describe('the chosen payment method', () => {
  const methods = offeredPaymentMethods(true, [{ id: 'jazzcash', sandbox: true }]);

  test('the stored choice stands when it can be taken', () => {
    expect(chosenPaymentMethod(methods, 'jazzcash', true).id).toBe('jazzcash');
    expect(chosenPaymentMethod(methods, 'cod', true).id).toBe('cod');
  });

  test('cash on delivery where the quote refuses it gives way to the first method that can be taken', () => {
    expect(chosenPaymentMethod(methods, 'cod', false).id).toBe('bank_transfer');
    expect(chosenPaymentMethod(methods, 'jazzcash', false).id).toBe('jazzcash');
  });

  test('an unknown or switched-off choice is the first method that can be taken', () => {
    expect(chosenPaymentMethod(methods, 'raast', true).id).toBe('cod');
    expect(chosenPaymentMethod(methods, 'raast', false).id).toBe('bank_transfer');
  });
});
