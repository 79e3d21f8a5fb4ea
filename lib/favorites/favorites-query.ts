import { queryOptions, skipToken, type Mutation, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { localStore } from '@/lib/storage/local-store';
import {
  favoritesStorageKey,
  NO_FAVORITES,
  normalizeFavorites,
  readFavorites,
  withFavorite,
  writeFavorites,
  type FavoriteIds,
} from './local-favorites';
import { FAVORITES_FETCH_FAILED } from './messages';

/**
 * Favourites on React Query (spec §4). The list of each owner (a signed-in shopper, or this
 * browser's guest) is one query whose data is also this browser's copy in localStorage. A signed-in
 * shopper's toggle is a mutation: it shows at once (onMutate), waits while offline (a paused
 * mutation, sent when the connection returns), is undone for that product if the server refuses it,
 * and reloads the list once the last toggle has settled. Paused toggles are kept in localStorage so
 * a reload while offline loses nothing (lib/favorites/paused-toggles.ts). Every page registers
 * these, so the endpoints' contract (with its schema) is loaded only when a call is made.
 */
export interface FavoriteChange {
  userId: string;
  productId: number;
  favorite: boolean;
}

export const FAVORITE_TOGGLE_KEY = ['favorites', 'toggle'] as const;

export function favoritesKey(owner: string | null) {
  return ['favorites', 'list', owner ?? 'guest'] as const;
}

/** The owner whose list a favourites query key names (null: the guest; undefined: not a list). */
function ownerOfKey(queryKey: readonly unknown[]): string | null | undefined {
  if (queryKey[0] !== 'favorites' || queryKey[1] !== 'list' || typeof queryKey[2] !== 'string') return undefined;
  return queryKey[2] === 'guest' ? null : queryKey[2];
}

async function fetchFavoriteIds(signal: AbortSignal): Promise<FavoriteIds> {
  const { favoriteEndpoints } = await import('./contract');
  const answer = await callEndpoint(favoriteEndpoints.list, { signal });
  return normalizeFavorites(answer.productIds);
}

async function sendFavoriteChange(change: FavoriteChange): Promise<unknown> {
  const { favoriteEndpoints } = await import('./contract');
  return callEndpoint(change.favorite ? favoriteEndpoints.add : favoriteEndpoints.remove, { body: { productId: change.productId } });
}

export function isToggle(mutation: Pick<Mutation, 'options'>): boolean {
  const key = mutation.options.mutationKey;
  return key?.[0] === FAVORITE_TOGGLE_KEY[0] && key[1] === FAVORITE_TOGGLE_KEY[1];
}

/** The shopper's toggles the server has not answered yet, oldest first. */
function unansweredChanges(client: QueryClient, userId: string): FavoriteChange[] {
  return client
    .getMutationCache()
    .getAll()
    .filter((mutation) => isToggle(mutation) && mutation.state.status === 'pending')
    .map((mutation) => mutation.state.variables as FavoriteChange)
    .filter((change) => change?.userId === userId);
}

/**
 * A guest's list never leaves the browser. A shopper's is loaded when they sign in and whenever the
 * connection returns, with the toggles still under way on top, so a list loaded meanwhile never undoes one.
 */
export function favoritesQuery(owner: string | null) {
  return queryOptions({
    queryKey: favoritesKey(owner),
    queryFn: owner
      ? async ({ client, signal }) => {
          const saved = await fetchFavoriteIds(signal);
          return unansweredChanges(client, owner).reduce((ids, change) => withFavorite(ids, change.productId, change.favorite), saved);
        }
      : skipToken,
    initialData: () => readFavorites(localStore(), favoritesStorageKey(owner)),
    // The copy in this browser is a start, not the server's word: a shopper's list is loaded at once.
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
    refetchOnReconnect: 'always',
    meta: { errorMessage: FAVORITES_FETCH_FAILED },
  });
}

/**
 * Registered once per QueryClient: every list is written to this browser's copy as it changes, and
 * what a toggle does is known to toggles restored after a reload too.
 */
export function registerFavorites(client: QueryClient): () => void {
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const owner = ownerOfKey(event.query.queryKey);
    if (owner !== undefined) writeFavorites(localStore(), event.query.state.data as FavoriteIds, favoritesStorageKey(owner));
  });
  client.setMutationDefaults(FAVORITE_TOGGLE_KEY, {
    mutationFn: (change: FavoriteChange) => sendFavoriteChange(change),
    onMutate: async (change: FavoriteChange, { client: queries }) => {
      await queries.cancelQueries({ queryKey: favoritesKey(change.userId) });
      queries.setQueryData<FavoriteIds>(favoritesKey(change.userId), (ids = NO_FAVORITES) =>
        withFavorite(ids, change.productId, change.favorite),
      );
    },
    // The server did not take it: the list goes back to what it was, for this product only.
    onError: (_error, change: FavoriteChange, _result, { client: queries }) => {
      queries.setQueryData<FavoriteIds>(favoritesKey(change.userId), (ids = NO_FAVORITES) =>
        withFavorite(ids, change.productId, !change.favorite),
      );
    },
    // The list is reloaded once the last toggle has settled. Not awaited: until this returns the
    // toggle still counts as unanswered, and the reloaded list would put it back on top.
    onSettled: (_data, _error, change: FavoriteChange, _result, { client: queries }) => {
      if (queries.isMutating({ mutationKey: FAVORITE_TOGGLE_KEY }) === 1)
        void queries.invalidateQueries({ queryKey: favoritesKey(change.userId) });
    },
  });
  return unsubscribe;
}
