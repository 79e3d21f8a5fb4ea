'use client';

import type { ReactNode } from 'react';
import { CartCountProvider, type CartCountSource } from '@/components/layout/cart-count';
import { getCartItemCount, subscribeToCart } from '@/lib/cart/cart-store';

const CART_COUNT_SOURCE: CartCountSource = { subscribe: subscribeToCart, getCount: getCartItemCount };

/** Feeds the header's cart badge from the browser's cart. */
export function CartCountBridge({ children }: { children: ReactNode }) {
  return <CartCountProvider source={CART_COUNT_SOURCE}>{children}</CartCountProvider>;
}
