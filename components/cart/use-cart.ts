'use client';

import { useSyncExternalStore } from 'react';
import type { Cart } from '@/lib/cart/cart';
import { getCart, getServerCart, subscribeToCart } from '@/lib/cart/cart-store';

/** The cart in this browser; empty while the server renders and during hydration. */
export function useCart(): Cart {
  return useSyncExternalStore(subscribeToCart, getCart, getServerCart);
}
