import {
  addItem,
  cartCount,
  cartItemKey,
  cartTotal,
  cartWeightKg,
  EMPTY_CART,
  normalizeCart,
  parseWeightFromName,
  removeItem,
  updateQuantity,
  type Cart,
} from '@/lib/cart/cart';
import { CART_KEY_PREFIX, cartStorageKey, GUEST_CART_KEY, mergeCarts, readCart, writeCart } from '@/lib/cart/cart-storage';
import { APRICOTS_1KG as apricots1kg, APRICOTS_250G as apricots250, CHILGOZA_250G as chilgoza } from '../support/cart-items';

describe('weight read from the name (spec §3)', () => {
  test('"(number grams|kg)" is found anywhere in the name', () => {
    expect(parseWeightFromName('Almonds (500 grams)')).toEqual({ value: 500, unit: 'grams' });
    expect(parseWeightFromName('Honey 1.5 kg jar')).toEqual({ value: 1.5, unit: 'kg' });
    expect(parseWeightFromName('Walnuts 2KG')).toEqual({ value: 2, unit: 'kg' });
    expect(parseWeightFromName('Raisins 250 Grams')).toEqual({ value: 250, unit: 'grams' });
  });

  test('without a weight in the name it is 0 grams', () => {
    expect(parseWeightFromName('Ajwa Dates')).toEqual({ value: 0, unit: 'grams' });
    expect(parseWeightFromName('Oil 100 ml bottle')).toEqual({ value: 0, unit: 'grams' });
  });

  test('a cart item without a weight gets the one from its name', () => {
    const cart = addItem(EMPTY_CART, { productId: 5, variant: null, name: 'Paper-Shell Almonds (500 grams)', price: 1300 });
    expect(cart[0].weight).toEqual({ value: 500, unit: 'grams' });
    const unknown = addItem(EMPTY_CART, { productId: 20, variant: null, name: 'Ajwa Dates', price: 2300, weight: null });
    expect(unknown[0].weight).toEqual({ value: 0, unit: 'grams' });
  });
});

describe('adding (spec §4)', () => {
  test('a new product is a new line with quantity 1', () => {
    const cart = addItem(EMPTY_CART, apricots250);
    expect(cart).toEqual([{ ...apricots250, quantity: 1 }]);
  });

  test('adding a product already in the cart raises its quantity instead of adding a line', () => {
    let cart = addItem(EMPTY_CART, apricots250);
    cart = addItem(cart, apricots250);
    cart = addItem(cart, { ...apricots250, quantity: 3 });
    expect(cart).toHaveLength(1);
    expect(cart[0].quantity).toBe(5);
  });

  test('another weight of the same product is its own line', () => {
    const cart = addItem(addItem(EMPTY_CART, apricots250), apricots1kg);
    expect(cart.map(cartItemKey)).toEqual(['1:11', '1:13']);
  });

  test('a quantity below 1 or not whole is not added', () => {
    expect(addItem(EMPTY_CART, { ...apricots250, quantity: 0 })).toBe(EMPTY_CART);
    expect(addItem(EMPTY_CART, { ...apricots250, quantity: -2 })).toBe(EMPTY_CART);
    expect(addItem(EMPTY_CART, { ...apricots250, quantity: 1.5 })).toBe(EMPTY_CART);
  });
});

describe('quantity (spec §5: at least 1; an update below 1 is refused)', () => {
  const cart = addItem(EMPTY_CART, { ...apricots250, quantity: 2 });
  const key = cartItemKey(apricots250);

  test('a quantity of 1 or more is set', () => {
    const result = updateQuantity(cart, key, 4);
    expect(result.ok).toBe(true);
    expect(result.cart[0].quantity).toBe(4);
    expect(updateQuantity(cart, key, 1).cart[0].quantity).toBe(1);
  });

  test.each([0, -1, 0.5, Number.NaN])('%p is refused and the cart stays as it was', (quantity) => {
    const result = updateQuantity(cart, key, quantity);
    expect(result).toEqual({ ok: false, cart, reason: 'below_minimum' });
    expect(result.cart).toBe(cart);
  });

  test('an unknown line is refused', () => {
    expect(updateQuantity(cart, '99:1', 2)).toEqual({ ok: false, cart, reason: 'not_in_cart' });
  });

  test('removing a line', () => {
    expect(removeItem(cart, key)).toEqual([]);
  });
});

describe('totals (spec §9)', () => {
  // 2 × 250 g apricots (Rs. 650) + 1 × 1 kg apricots (Rs. 2,400) + 3 × 250 g chilgoza (Rs. 2,900)
  let cart: Cart = addItem(EMPTY_CART, { ...apricots250, quantity: 2 });
  cart = addItem(cart, apricots1kg);
  cart = addItem(cart, { ...chilgoza, quantity: 3 });

  test('total = Σ price × quantity', () => {
    expect(cartTotal(cart)).toBe(2 * 650 + 2400 + 3 * 2900);
    expect(cartTotal(EMPTY_CART)).toBe(0);
  });

  test('weight in kg = Σ weight × quantity, grams divided by 1000', () => {
    expect(cartWeightKg(cart)).toBeCloseTo((2 * 250 + 1000 + 3 * 250) / 1000, 10);
    expect(cartWeightKg(cart)).toBe(2.25);
    expect(cartWeightKg(EMPTY_CART)).toBe(0);
  });

  test('the item count is Σ quantity', () => {
    expect(cartCount(cart)).toBe(6);
  });
});

describe('storage (spec §4, §9)', () => {
  test('the key has the prefix dryfruits_cart and belongs to the user or the guest', () => {
    expect(CART_KEY_PREFIX).toBe('dryfruits_cart');
    expect(cartStorageKey(null)).toBe('dryfruits_cart_guest');
    expect(GUEST_CART_KEY).toBe('dryfruits_cart_guest');
    expect(cartStorageKey('7f0c2f1e-1b7a-4a55-9a43-8a4b1c1d2e3f')).toBe('dryfruits_cart_7f0c2f1e-1b7a-4a55-9a43-8a4b1c1d2e3f');
  });

  test('a cart is written and read back; an empty cart removes the key', () => {
    const storage = window.localStorage;
    const cart = addItem(EMPTY_CART, apricots250);
    writeCart(storage, GUEST_CART_KEY, cart);
    expect(readCart(storage, GUEST_CART_KEY)).toEqual(cart);
    writeCart(storage, GUEST_CART_KEY, EMPTY_CART);
    expect(storage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  test('broken or tampered storage is cleaned up when read', () => {
    const storage = window.localStorage;
    storage.setItem('k', '{not json');
    expect(readCart(storage, 'k')).toEqual([]);
    storage.setItem(
      'k',
      JSON.stringify([
        { productId: 1, name: 'Almonds (500 grams)', price: 1300, quantity: 2, variant: { id: 51, label: '500 g' } },
        { productId: 1, name: 'Almonds (500 grams)', price: 1300, quantity: 1, variant: { id: 51, label: '500 g' } },
        { productId: 'x', name: 'bad', price: 1, quantity: 1 },
        { productId: 2, name: 'zero', price: 100, quantity: 0 },
        null,
      ]),
    );
    expect(readCart(storage, 'k')).toEqual([
      {
        productId: 1,
        name: 'Almonds (500 grams)',
        price: 1300,
        quantity: 3,
        variant: { id: 51, label: '500 g' },
        weight: { value: 500, unit: 'grams' },
      },
    ]);
    expect(normalizeCart({ not: 'a list' })).toEqual([]);
  });

  test('merging the guest cart into the user cart on sign-in adds quantities of the same line', () => {
    const guest = addItem(addItem(EMPTY_CART, { ...apricots250, quantity: 2 }), chilgoza);
    const user = addItem(EMPTY_CART, { ...apricots250, quantity: 1 });
    const merged = mergeCarts(guest, user);
    expect(merged.map((item) => [cartItemKey(item), item.quantity])).toEqual([
      ['1:11', 3],
      ['12:121', 1],
    ]);
    expect(mergeCarts(EMPTY_CART, user)).toEqual(user);
    expect(mergeCarts(guest, EMPTY_CART)).toEqual(guest);
  });
});
