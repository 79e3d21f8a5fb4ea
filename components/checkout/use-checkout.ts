'use client';

import { useCallback, useMemo, useState } from 'react';
import { useCart } from '@/components/cart/use-cart';
import { useHydrated } from '@/components/ui/use-hydrated';
import { toCartLines } from '@/lib/checkout/cart-lines';
import type { CheckoutDetailsDraft } from '@/lib/checkout/schema';
import { CHECKOUT_DETAILS_KEY, readSession, readSessionJson, sessionStore, writeSession } from '@/lib/storage/session-keys';

/** The cart as checkout sends it, and whether it has been read yet. */
export function useCheckoutCart() {
  const cart = useCart();
  const mounted = useHydrated();
  const { lines, missingVariant } = useMemo(() => toCartLines(cart), [cart]);
  return { cart, lines, missingVariant, ready: mounted };
}

export const EMPTY_DETAILS: CheckoutDetailsDraft = {
  email: '',
  fullName: '',
  phone: '',
  address: '',
  postalCode: '',
  cityId: null,
  cityName: '',
  town: null,
  notes: '',
};

export function readDetailsDraft(): CheckoutDetailsDraft | null {
  const saved = readSessionJson<Partial<CheckoutDetailsDraft>>(sessionStore(), CHECKOUT_DETAILS_KEY);
  return saved && typeof saved === 'object' ? { ...EMPTY_DETAILS, ...saved } : null;
}

export function saveDetailsDraft(details: CheckoutDetailsDraft): void {
  writeSession(sessionStore(), CHECKOUT_DETAILS_KEY, JSON.stringify(details));
}

/** A value kept in session storage under `key` (spec key names), with a default. */
export function useSessionChoice(key: string, fallback: string): [string, (value: string) => void] {
  const mounted = useHydrated();
  const [value, setValue] = useState<string | null>(null);
  const current = value ?? (mounted ? (readSession(sessionStore(), key) ?? fallback) : fallback);
  const choose = useCallback(
    (next: string) => {
      setValue(next);
      writeSession(sessionStore(), key, next);
    },
    [key],
  );
  return [current, choose];
}
