import { act, fireEvent, screen } from '@testing-library/react';
import { AddToCartButton, ADDED_NOTICE_MS } from '@/components/cart/add-to-cart-button';
import { CartCountBridge } from '@/components/layout/cart-count-bridge';
import { CartLink } from '@/components/cart/cart-count';
import { addToCart, clearCart, getCart, getCartItemCount, setCartItemQuantity, setCartOwner, subscribeToCart } from '@/lib/cart/cart-store';
import { renderWithQuery } from '../support/render-with-query';
import { CHILGOZA_250G as item } from '../support/cart-items';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  setCartOwner('reset');
  setCartOwner(null);
});

test('adding saves the cart under the guest key and notifies subscribers', () => {
  const listener = jest.fn();
  const unsubscribe = subscribeToCart(listener);
  addToCart(item);
  addToCart({ ...item, quantity: 2 });
  expect(listener).toHaveBeenCalledTimes(2);
  expect(getCartItemCount()).toBe(3);
  expect(JSON.parse(window.localStorage.getItem('dryfruits_cart_guest')!)).toEqual([{ ...item, quantity: 3 }]);
  unsubscribe();
});

test('the snapshot stays the same object until the cart changes (useSyncExternalStore needs this)', () => {
  addToCart(item);
  expect(getCart()).toBe(getCart());
  const before = getCart();
  addToCart(item);
  expect(getCart()).not.toBe(before);
});

test('an update below 1 is refused and nothing is saved', () => {
  addToCart(item);
  const saved = window.localStorage.getItem('dryfruits_cart_guest');
  expect(setCartItemQuantity('12:121', 0)).toMatchObject({ ok: false, reason: 'below_minimum' });
  expect(window.localStorage.getItem('dryfruits_cart_guest')).toBe(saved);
  expect(setCartItemQuantity('12:121', 5).ok).toBe(true);
  expect(getCartItemCount()).toBe(5);
});

test('a signed-in shopper has their own key; the guest cart stays where it was', () => {
  addToCart(item);
  setCartOwner('user-1');
  expect(getCartItemCount()).toBe(0);
  addToCart({ ...item, quantity: 2 });
  expect(JSON.parse(window.localStorage.getItem('dryfruits_cart_user-1')!)[0].quantity).toBe(2);
  setCartOwner(null);
  expect(getCartItemCount()).toBe(1);
});

test('a change made in another tab arrives through the storage event', () => {
  const listener = jest.fn();
  const unsubscribe = subscribeToCart(listener);
  expect(getCartItemCount()).toBe(0);
  window.localStorage.setItem('dryfruits_cart_guest', JSON.stringify([{ ...item, quantity: 4 }]));
  window.dispatchEvent(new StorageEvent('storage', { key: 'dryfruits_cart_guest' }));
  expect(listener).toHaveBeenCalled();
  expect(getCartItemCount()).toBe(4);
  window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
  expect(listener).toHaveBeenCalledTimes(1);
  unsubscribe();
});

test('clearing the cart also forgets the checkout choices in session storage', () => {
  addToCart(item);
  window.sessionStorage.setItem('shippingMethod', 'tcs');
  window.sessionStorage.setItem('paymentMethod', 'bank_transfer');
  clearCart();
  expect(getCartItemCount()).toBe(0);
  expect(window.localStorage.getItem('dryfruits_cart_guest')).toBeNull();
  expect(window.sessionStorage.getItem('shippingMethod')).toBeNull();
  expect(window.sessionStorage.getItem('paymentMethod')).toBeNull();
});

test('Add to cart updates the header badge at once and confirms politely', async () => {
  jest.useFakeTimers();
  try {
    renderWithQuery(
      <CartCountBridge>
        <CartLink />
        <AddToCartButton item={item} />
      </CartCountBridge>,
    );
    // The favourites' part of the bridge loads after the page.
    await act(async () => {});
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart: Chilgoza Pine Nuts (Roasted), 250 g' }));
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('1');
    // The bridge also holds the favourites' (empty) notice region: the button's own status is the one with the text.
    const status = screen.getByText('Added 1 × Chilgoza Pine Nuts (Roasted), 250 g to your cart');
    expect(status).toHaveAttribute('role', 'status');
    fireEvent.click(screen.getByRole('button', { name: 'Added to cart: Chilgoza Pine Nuts (Roasted), 250 g' }));
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(ADDED_NOTICE_MS));
    expect(status).toHaveTextContent('');
  } finally {
    jest.useRealTimers();
  }
});

test('a sold-out product cannot be added', () => {
  renderWithQuery(<AddToCartButton item={item} soldOut />);
  expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
});
