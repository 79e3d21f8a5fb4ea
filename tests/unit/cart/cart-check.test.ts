import { cartItemKey, EMPTY_CART, addItem, type Cart } from '@/lib/cart/cart';
import { cartVariantIds, findPriceChanges, lineAvailability, type LiveVariantInfo } from '@/lib/cart/cart-check';
import {
  addToCart,
  adoptCartFor,
  applyCartPrices,
  clearCart,
  getCart,
  getCartItemCount,
  getCartOwner,
  setCartOwner,
} from '@/lib/cart/cart-store';
import { APRICOTS_250G as apricots, CHILGOZA_250G as chilgoza } from '../support/cart-items';

const live = (entries: LiveVariantInfo[]) => new Map(entries.map((v) => [v.id, v]));

describe('the cart page’s check against the server', () => {
  const cart: Cart = addItem(addItem(EMPTY_CART, { ...apricots, quantity: 3 }), chilgoza);

  test('available, out of stock, fewer in stock than the quantity, no longer sold', () => {
    const [a, c] = cart;
    expect(lineAvailability(a!, live([{ id: 11, productId: 1, price: 650, stockQuantity: 3 }]))).toEqual({ kind: 'available' });
    expect(lineAvailability(a!, live([{ id: 11, productId: 1, price: 650, stockQuantity: 2 }]))).toEqual({
      kind: 'low-stock',
      available: 2,
    });
    expect(lineAvailability(a!, live([{ id: 11, productId: 1, price: 650, stockQuantity: 0 }]))).toEqual({ kind: 'out-of-stock' });
    expect(lineAvailability(c!, live([{ id: 11, productId: 1, price: 650, stockQuantity: 9 }]))).toEqual({ kind: 'unavailable' });
    // A line whose product id does not match its variant (edited storage) is not sold as such.
    expect(lineAvailability({ ...a!, productId: 12 }, live([{ id: 11, productId: 1, price: 650, stockQuantity: 9 }]))).toEqual({
      kind: 'unavailable',
    });
    expect(lineAvailability({ ...a!, variant: null }, live([{ id: 11, productId: 1, price: 650, stockQuantity: 9 }]))).toEqual({
      kind: 'unavailable',
    });
  });

  test('price changes are found per line, old → new', () => {
    const changes = findPriceChanges(
      cart,
      live([
        { id: 11, productId: 1, price: 700, stockQuantity: 9 },
        { id: 121, productId: 12, price: 2900, stockQuantity: 9 },
      ]),
    );
    expect([...changes]).toEqual([['1:11', { from: 650, to: 700 }]]);
  });

  test('the variant ids asked about are sorted and unique', () => {
    expect(cartVariantIds(cart)).toEqual([11, 121]);
    expect(cartVariantIds([...cart].reverse())).toEqual([11, 121]);
    expect(cartVariantIds(EMPTY_CART)).toEqual([]);
  });
});

describe('the store: server prices and signing in', () => {
  beforeEach(() => {
    window.localStorage.clear();
    setCartOwner('reset');
    setCartOwner(null);
  });

  test('the server’s prices replace the shown ones and are saved; the same prices change nothing', () => {
    addToCart({ ...apricots, price: 1, quantity: 2 });
    addToCart(chilgoza);
    const before = getCart();
    applyCartPrices(new Map([[cartItemKey(apricots), 1]]));
    expect(getCart()).toBe(before);
    applyCartPrices(new Map([[cartItemKey(apricots), 650]]));
    expect(getCart().map((item) => item.price)).toEqual([650, 2900]);
    expect(JSON.parse(window.localStorage.getItem('dryfruits_cart_guest')!)[0].price).toBe(650);
  });

  test('signing in merges the guest cart into the shopper’s (quantities add) and removes the guest key', () => {
    window.localStorage.setItem('dryfruits_cart_user-7', JSON.stringify([{ ...apricots, quantity: 2 }]));
    window.localStorage.setItem(
      'dryfruits_cart_guest',
      JSON.stringify([
        { ...apricots, quantity: 1 },
        { ...chilgoza, quantity: 1 },
      ]),
    );
    expect(getCartItemCount()).toBe(2);
    adoptCartFor('user-7');
    expect(getCartOwner()).toBe('user-7');
    expect(getCart().map((item) => [cartItemKey(item), item.quantity])).toEqual([
      ['1:11', 3],
      ['12:121', 1],
    ]);
    expect(window.localStorage.getItem('dryfruits_cart_guest')).toBeNull();
    // Again (the auth state is reported more than once): nothing more is added.
    adoptCartFor('user-7');
    expect(getCartItemCount()).toBe(4);
    adoptCartFor(null);
    expect(getCartItemCount()).toBe(0);
    clearCart();
  });

  test('a guest cart made while already signed in (before the session was known) still moves in', () => {
    adoptCartFor('user-8');
    window.localStorage.setItem('dryfruits_cart_guest', JSON.stringify([{ ...chilgoza, quantity: 2 }]));
    adoptCartFor('user-8');
    expect(getCartItemCount()).toBe(2);
    expect(window.localStorage.getItem('dryfruits_cart_guest')).toBeNull();
  });
});
