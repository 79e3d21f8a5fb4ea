'use client';

import { useCallback, useEffect, useState } from 'react';
import { getJsonWithRetry } from '@/lib/auth/api-client';
import { cartItemKey } from '@/lib/cart/cart';
import { cartVariantIds, findPriceChanges, type LiveVariantInfo, type PriceChange } from '@/lib/cart/cart-check';
import { applyCartPrices, getCart } from '@/lib/cart/cart-store';
import type { Cart } from '@/lib/cart/cart';

export interface CartCheck {
  status: 'checking' | 'checked' | 'failed';
  variants: ReadonlyMap<number, LiveVariantInfo>;
  /** Price changes found since the page opened, by line key (the cart already holds the new price). */
  priceChanges: ReadonlyMap<string, PriceChange>;
  retry: () => void;
}

const NO_VARIANTS: ReadonlyMap<number, LiveVariantInfo> = new Map();

/**
 * Asks the server for the current price and stock of every line whenever the set of lines changes
 * (not on quantity changes). New prices go into the cart at once; the old ones are remembered so the
 * page can say what changed.
 */
export function useCartCheck(cart: Cart, enabled: boolean): CartCheck {
  const ids = cartVariantIds(cart).join(',');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<CartCheck, 'retry'>>({ status: 'checking', variants: NO_VARIANTS, priceChanges: new Map() });

  useEffect(() => {
    if (!enabled) return;
    if (ids === '') {
      setState((current) => ({ ...current, status: 'checked', variants: NO_VARIANTS }));
      return;
    }
    const controller = new AbortController();
    setState((current) => ({ ...current, status: 'checking' }));
    getJsonWithRetry<{ variants: LiveVariantInfo[] }>(`/api/catalog/variants?ids=${ids}`, { signal: controller.signal, retries: 2 })
      .then(({ variants }) => {
        if (controller.signal.aborted) return;
        const byId = new Map(variants.map((variant) => [variant.id, variant]));
        const cartNow = getCart();
        const changes = findPriceChanges(cartNow, byId);
        applyCartPrices(new Map([...changes].map(([key, change]) => [key, change.to])));
        const lineKeys = new Set(cartNow.map(cartItemKey));
        setState((current) => {
          const priceChanges = new Map([...current.priceChanges].filter(([key]) => lineKeys.has(key)));
          for (const [key, change] of changes) priceChanges.set(key, { from: priceChanges.get(key)?.from ?? change.from, to: change.to });
          return { status: 'checked', variants: byId, priceChanges };
        });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState((current) => ({ ...current, status: 'failed' }));
      });
    return () => controller.abort();
  }, [ids, enabled, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
