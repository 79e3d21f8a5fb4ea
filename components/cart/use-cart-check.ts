'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '@/lib/api/client';
import { cartItemKey, type Cart } from '@/lib/cart/cart';
import { cartVariantIds, findPriceChanges, type LiveVariantInfo, type PriceChange } from '@/lib/cart/cart-check';
import { applyCartPrices, getCart } from '@/lib/cart/cart-store';

export interface CartCheck {
  status: 'checking' | 'checked' | 'failed';
  variants: ReadonlyMap<number, LiveVariantInfo>;
  /** Price changes found since the page opened, by line key (the cart already holds the new price). */
  priceChanges: ReadonlyMap<string, PriceChange>;
  retry: () => void;
}

const NO_VARIANTS: ReadonlyMap<number, LiveVariantInfo> = new Map();

/** The query key of a cart check: the same set of variants is the same question. */
function liveVariantsKey(variantIds: readonly number[]) {
  return ['catalog', 'variants', variantIds.join(',')] as const;
}

/** The live price and stock of the cart's variants; the endpoint's contract (with its schemas) loads with the first check. */
async function fetchLiveVariants(variantIds: readonly number[], signal: AbortSignal): Promise<LiveVariantInfo[]> {
  const { catalogEndpoints } = await import('@/lib/catalog/contract');
  return (await callEndpoint(catalogEndpoints.variants, { query: { ids: variantIds.join(',') }, signal })).variants;
}

/**
 * Asks the server for the current price and stock of every line whenever the set of lines changes
 * (not on quantity changes), each time the page opens. New prices go into the cart at once; the
 * old ones are remembered so the page can say what changed.
 */
export function useCartCheck(cart: Cart, enabled: boolean): CartCheck {
  const ids = cartVariantIds(cart);
  const [priceChanges, setPriceChanges] = useState<ReadonlyMap<string, PriceChange>>(new Map());
  const query = useQuery({
    queryKey: liveVariantsKey(ids),
    queryFn: async ({ signal }) => {
      const variants = new Map((await fetchLiveVariants(ids, signal)).map((variant) => [variant.id, variant]));
      reconcilePrices(variants);
      return variants as ReadonlyMap<number, LiveVariantInfo>;
    },
    enabled: enabled && ids.length > 0,
  });

  /** Takes the server's prices into the cart, remembering each line's price before its first change. */
  function reconcilePrices(variants: ReadonlyMap<number, LiveVariantInfo>) {
    const cartNow = getCart();
    const changes = findPriceChanges(cartNow, variants);
    if (changes.size === 0) return;
    applyCartPrices(new Map([...changes].map(([key, change]) => [key, change.to])));
    const lineKeys = new Set(cartNow.map(cartItemKey));
    setPriceChanges((current) => {
      const next = new Map([...current].filter(([key]) => lineKeys.has(key)));
      for (const [key, change] of changes) next.set(key, { from: current.get(key)?.from ?? change.from, to: change.to });
      return next;
    });
  }

  if (ids.length === 0) return { status: 'checked', variants: NO_VARIANTS, priceChanges, retry: () => undefined };
  const status = query.isFetching ? 'checking' : query.isError ? 'failed' : query.isSuccess ? 'checked' : 'checking';
  return { status, variants: query.data ?? NO_VARIANTS, priceChanges, retry: () => void query.refetch() };
}
