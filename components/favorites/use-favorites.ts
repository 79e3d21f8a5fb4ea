'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOptionalAuth } from '@/components/auth/auth-provider';
import { useHydrated } from '@/components/ui/use-hydrated';
import { FAVORITE_TOGGLE_KEY, favoritesKey, favoritesQuery, type FavoriteChange } from '@/lib/favorites/favorites-query';
import { isFavorite, NO_FAVORITES, withFavorite, type FavoriteIds } from '@/lib/favorites/local-favorites';

/** Whose favourites these are: the signed-in shopper's, or this browser's guest list (also while the auth state loads). */
export function useFavoritesOwner(): string | null {
  const auth = useOptionalAuth();
  return auth?.status === 'ready' ? (auth.user?.id ?? null) : null;
}

/** The favourite product ids, in the order they were added (none in the server's HTML: they live in this browser). */
export function useFavoriteIds(): FavoriteIds {
  const hydrated = useHydrated();
  const { data } = useQuery(favoritesQuery(useFavoritesOwner()));
  return hydrated ? (data ?? NO_FAVORITES) : NO_FAVORITES;
}

/** Adds or removes one product at once; a signed-in shopper's change then goes to the server (lib/favorites/favorites-query.ts). */
export function useToggleFavorite(productId: number): () => void {
  const client = useQueryClient();
  const owner = useFavoritesOwner();
  // One product's toggles reach the server in the order they were made.
  const { mutate } = useMutation<unknown, Error, FavoriteChange>({
    mutationKey: FAVORITE_TOGGLE_KEY,
    scope: { id: `favorite-${productId}` },
  });
  return () => {
    const ids = client.getQueryData<FavoriteIds>(favoritesKey(owner)) ?? NO_FAVORITES;
    const favorite = !isFavorite(ids, productId);
    if (owner) mutate({ userId: owner, productId, favorite });
    else client.setQueryData(favoritesKey(null), withFavorite(ids, productId, favorite));
  };
}
