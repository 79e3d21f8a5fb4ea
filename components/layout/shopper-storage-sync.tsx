'use client';

import { useEffect } from 'react';
import { clientOnlyLazy } from '@/components/ui/client-only-lazy';
import { useOptionalAuth } from '@/components/auth/auth-provider';
import { adoptCartFor } from '@/lib/cart/cart-store';

const FavoritesSync = clientOnlyLazy(() => import('@/components/favorites/favorites-sync').then((module) => module.FavoritesSync));

/**
 * Tells the cart and the favourites whose they are, from the auth state (the header's source):
 * on sign-in the guest's cart and favourites move into the shopper's. The favourites' part (and
 * their notices) loads after the page.
 */
export function ShopperStorageSync() {
  const auth = useOptionalAuth();
  const ready = auth?.status === 'ready';
  const userId = auth?.user?.id ?? null;

  useEffect(() => {
    if (ready) adoptCartFor(userId);
  }, [ready, userId]);

  return <FavoritesSync />;
}
