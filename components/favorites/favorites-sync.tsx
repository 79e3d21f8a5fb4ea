'use client';

import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FAVORITE_TOGGLE_KEY, favoritesKey, favoritesQuery, type FavoriteChange } from '@/lib/favorites/favorites-query';
import { FAVORITES_KEY, favoritesStorageKey, NO_FAVORITES, readFavorites } from '@/lib/favorites/local-favorites';
import { FAVORITE_TOGGLE_FAILED, FAVORITES_FETCH_FAILED, FAVORITES_OFFLINE } from '@/lib/favorites/messages';
import { restorePausedToggles, savePausedToggles } from '@/lib/favorites/paused-toggles';
import { errorMessage } from '@/lib/api/client';
import { localStore } from '@/lib/storage/local-store';
import { FavoritesNotice } from './favorites-notice';
import { useFavoritesOwner } from './use-favorites';

/**
 * Keeps the favourites in step with other tabs and the shopper's sign-in, and shows their notices.
 * Loaded after the page (components/layout/shopper-storage-sync.tsx): nothing here is needed for the
 * first paint, and a toggle works without it.
 */
export function FavoritesSync() {
  useFavoritesSync(useFavoritesOwner());
  return <FavoritesNotice notice={useFavoritesNotice()} />;
}

export interface FavoritesNoticeState {
  kind: 'offline' | 'error';
  message: string;
  /** When it happened (ms): a notice dismissed after this stays hidden. */
  at: number;
}

/**
 * What the favourites have to say: toggles waiting for the connection, else the newest failure (a
 * refused toggle, or a list that could not be loaded) until a later toggle succeeds or the list loads.
 */
function useFavoritesNotice(): FavoritesNoticeState | null {
  const owner = useFavoritesOwner();
  const list = useQuery(favoritesQuery(owner));
  const toggles = useMutationState({ filters: { mutationKey: FAVORITE_TOGGLE_KEY }, select: (mutation) => mutation.state });
  const mine = toggles.filter((state) => (state.variables as FavoriteChange | undefined)?.userId === owner);
  const paused = mine.filter((state) => state.isPaused);
  if (owner && paused.length > 0)
    return { kind: 'offline', message: FAVORITES_OFFLINE, at: Math.max(...paused.map((state) => state.submittedAt)) };
  const latest = mine.reduce<(typeof mine)[number] | null>(
    (newest, state) => (newest && newest.submittedAt > state.submittedAt ? newest : state),
    null,
  );
  const toggleError =
    latest?.status === 'error'
      ? { kind: 'error' as const, message: errorMessage(latest.error, FAVORITE_TOGGLE_FAILED), at: latest.submittedAt }
      : null;
  const loadError =
    owner && list.isError
      ? { kind: 'error' as const, message: errorMessage(list.error, FAVORITES_FETCH_FAILED), at: list.errorUpdatedAt }
      : null;
  if (toggleError && loadError) return toggleError.at > loadError.at ? toggleError : loadError;
  return toggleError ?? loadError;
}

/**
 * Keeps the list in step with other tabs; on sign-in takes back the toggles an earlier visit could
 * not send, and adds the guest's favourites to the account.
 */
function useFavoritesSync(owner: string | null): void {
  const client = useQueryClient();
  const { mutate } = useMutation<unknown, Error, FavoriteChange>({ mutationKey: FAVORITE_TOGGLE_KEY });

  useEffect(() => {
    const key = favoritesStorageKey(owner);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === key) client.setQueryData(favoritesKey(owner), readFavorites(localStore(), key));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [client, owner]);

  useEffect(() => {
    if (!owner) return;
    restorePausedToggles(client, owner);
    const guest = readFavorites(localStore(), FAVORITES_KEY);
    if (guest.length > 0) {
      client.setQueryData(favoritesKey(null), NO_FAVORITES);
      for (const productId of guest) mutate({ userId: owner, productId, favorite: true });
    }
    return client.getMutationCache().subscribe(() => savePausedToggles(client, owner));
  }, [client, owner, mutate]);
}
