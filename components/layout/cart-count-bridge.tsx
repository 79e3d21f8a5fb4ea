'use client';

import type { ReactNode } from 'react';
import { CartCountProvider, type CartCountSource } from '@/components/cart/cart-count';
import { getCartItemCount, subscribeToCart } from '@/lib/cart/cart-store';
import { ShopperStorageSync } from './shopper-storage-sync';

const CART_COUNT_SOURCE: CartCountSource = { subscribe: subscribeToCart, getCount: getCartItemCount };

/** Feeds the header's cart badge from the browser's cart, and keeps the cart and favourites with the signed-in shopper. */
export function CartCountBridge({ children }: { children: ReactNode }) {
  return (
    <CartCountProvider source={CART_COUNT_SOURCE}>
      {children}
      <ShopperStorageSync />
    </CartCountProvider>
  );
}
