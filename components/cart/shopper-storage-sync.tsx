'use client';

import { useEffect } from 'react';
import { useOptionalAuth } from '@/components/auth/auth-provider';
import { FavoritesNotice } from '@/components/favorites/favorites-notice';
import { adoptCartFor } from '@/lib/cart/cart-store';
import { handleConnectionChange, setFavoritesOwner } from '@/lib/favorites/favorites-store';

/**
 * Tells the cart and the favourites whose they are, from the auth state (the header's source):
 * on sign-in the guest's cart and favourites move into the shopper's. Watches the connection so
 * favourites changed offline are sent when it returns. Renders the favourites' notices.
 */
export function ShopperStorageSync() {
  const auth = useOptionalAuth();
  const ready = auth?.status === 'ready';
  const userId = auth?.user?.id ?? null;

  useEffect(() => {
    if (!ready) return;
    adoptCartFor(userId);
    setFavoritesOwner(userId);
  }, [ready, userId]);

  useEffect(() => {
    const online = () => handleConnectionChange(true);
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, []);

  return <FavoritesNotice />;
}
