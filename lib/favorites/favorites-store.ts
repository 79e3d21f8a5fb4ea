import { FAVORITES_KEY, NO_FAVORITES, readFavorites, toggleFavoriteId, writeFavorites, type FavoriteIds } from './local-favorites';

/**
 * The browser's favourites store (local level): localStorage, other tabs via the `storage` event,
 * read by React with useSyncExternalStore. A toggle shows at once.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let snapshot: FavoriteIds | null = null;

function local(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function emit() {
  for (const listener of [...listeners]) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === FAVORITES_KEY) {
    snapshot = null;
    emit();
  }
}

export function getFavorites(): FavoriteIds {
  snapshot ??= readFavorites(local());
  return snapshot;
}

export function getServerFavorites(): FavoriteIds {
  return NO_FAVORITES;
}

export function subscribeToFavorites(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

export function setFavorites(ids: FavoriteIds): void {
  snapshot = ids;
  writeFavorites(local(), ids);
  emit();
}

export function toggleFavorite(productId: number): void {
  setFavorites(toggleFavoriteId(getFavorites(), productId));
}
