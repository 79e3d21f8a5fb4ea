import { readStoredList, writeStoredList, type KeyValueStore } from '@/lib/storage/stored-list';

/**
 * The shopper's favourites as kept in this browser: a list of product ids in localStorage. Pure
 * helpers; the server sync (for signed-in shoppers) builds on them.
 */
export const FAVORITES_KEY = 'dryfruits_favorites';

/** A guest's favourites are under FAVORITES_KEY; a signed-in shopper's local copy under their own key. */
export function favoritesStorageKey(userId: string | null | undefined): string {
  return userId ? `${FAVORITES_KEY}_${userId}` : FAVORITES_KEY;
}

export type FavoriteIds = readonly number[];

export const NO_FAVORITES: FavoriteIds = Object.freeze([]) as FavoriteIds;

/** Positive whole ids, each once, in the order they were added. */
export function normalizeFavorites(raw: unknown): FavoriteIds {
  if (!Array.isArray(raw)) return NO_FAVORITES;
  const ids = raw.filter((id): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0);
  return [...new Set(ids)];
}

export function readFavorites(storage: KeyValueStore | null, key = FAVORITES_KEY): FavoriteIds {
  return readStoredList(storage, key, normalizeFavorites, NO_FAVORITES);
}

export function writeFavorites(storage: KeyValueStore | null, ids: FavoriteIds, key = FAVORITES_KEY): void {
  writeStoredList(storage, key, ids);
}

export function isFavorite(ids: FavoriteIds, productId: number): boolean {
  return ids.includes(productId);
}

/** Adds the product when it is not a favourite, removes it when it is. */
export function toggleFavoriteId(ids: FavoriteIds, productId: number): FavoriteIds {
  return isFavorite(ids, productId) ? ids.filter((id) => id !== productId) : [...ids, productId];
}

/** Sets whether `productId` is a favourite. */
export function withFavorite(ids: FavoriteIds, productId: number, favorite: boolean): FavoriteIds {
  if (isFavorite(ids, productId) === favorite) return ids;
  return favorite ? [...ids, productId] : ids.filter((id) => id !== productId);
}

/** Where a shopper's toggles that could not be sent yet are kept between page views. */
export function pendingChangesKey(userId: string): string {
  return `${FAVORITES_KEY}_pending_${userId}`;
}
