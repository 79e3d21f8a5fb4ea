import { fetchFavoriteIds, sendFavoriteChange } from './favorites-api';
import {
  applyChanges,
  favoritesStorageKey,
  FAVORITES_KEY,
  isFavorite,
  NO_FAVORITES,
  normalizeFavorites,
  queueChange,
  readFavorites,
  readPendingChanges,
  toggleFavoriteId,
  withFavorite,
  writeFavorites,
  writePendingChanges,
  type FavoriteIds,
  type PendingChange,
} from './local-favorites';
import { FAVORITE_TOGGLE_FAILED, FAVORITES_FETCH_FAILED, FAVORITES_OFFLINE } from './messages';

/**
 * The browser's favourites (spec §4): the list lives in localStorage (the guest's key, or the
 * signed-in shopper's own copy) and a toggle shows at once. For a signed-in shopper each toggle is
 * then sent to /api/favorites; offline it waits in a pending list that is sent when the connection
 * returns; a refused toggle is undone and reported. The server's list is loaded on sign-in and on
 * reconnecting. Framework-free: React reads it with useSyncExternalStore.
 */
type Listener = () => void;

export interface FavoritesNotice {
  kind: 'offline' | 'error';
  message: string;
}

const listeners = new Set<Listener>();
let owner: string | null = null;
let snapshot: FavoriteIds | null = null;
let notice: FavoritesNotice | null = null;
let syncing: Promise<void> | null = null;
let syncAgain = false;
/** Counts toggles started and finished: a list loaded while one was under way is out of date. */
let changeVersion = 0;

function local(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function emit() {
  for (const listener of [...listeners]) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === favoritesStorageKey(owner)) {
    snapshot = null;
    emit();
  }
}

export function getFavorites(): FavoriteIds {
  snapshot ??= readFavorites(local(), favoritesStorageKey(owner));
  return snapshot;
}

export function getServerFavorites(): FavoriteIds {
  return NO_FAVORITES;
}

export function getFavoritesNotice(): FavoritesNotice | null {
  return notice;
}

export function getServerFavoritesNotice(): FavoritesNotice | null {
  return null;
}

export function dismissFavoritesNotice(): void {
  setNotice(null);
}

export function getFavoritesOwner(): string | null {
  return owner;
}

function setNotice(next: FavoritesNotice | null) {
  if (next?.kind === notice?.kind && next?.message === notice?.message) return;
  notice = next;
  emit();
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
  writeFavorites(local(), ids, favoritesStorageKey(owner));
  emit();
}

function queue(userId: string, change: PendingChange) {
  writePendingChanges(local(), userId, queueChange(readPendingChanges(local(), userId), change));
}

function unqueue(userId: string, change: PendingChange) {
  const pending = readPendingChanges(local(), userId);
  writePendingChanges(local(), userId, pending.filter((c) => !(c.productId === change.productId && c.favorite === change.favorite)));
}

/** Adds or removes the product at once; a signed-in shopper's change then goes to the server. */
export function toggleFavorite(productId: number): void {
  const favorite = !isFavorite(getFavorites(), productId);
  setFavorites(toggleFavoriteId(getFavorites(), productId));
  const userId = owner;
  if (!userId) return;
  changeVersion += 1;
  // Queued until the server answers, so a list loaded meanwhile still shows it.
  queue(userId, { productId, favorite });
  if (isOffline()) {
    setNotice({ kind: 'offline', message: FAVORITES_OFFLINE });
    return;
  }
  void sendChange(userId, { productId, favorite });
}

async function sendChange(userId: string, change: PendingChange): Promise<void> {
  const result = await sendFavoriteChange(change);
  changeVersion += 1;
  if (owner !== userId) return;
  if (result.ok) {
    unqueue(userId, change);
    if (notice?.kind === 'error') setNotice(null);
    return;
  }
  if (result.status === 0 && isOffline()) {
    setNotice({ kind: 'offline', message: FAVORITES_OFFLINE });
    return;
  }
  unqueue(userId, change);
  // The server did not take it: the list goes back to what it was for this product.
  const ids = getFavorites();
  if (isFavorite(ids, change.productId) === change.favorite) setFavorites(withFavorite(ids, change.productId, !change.favorite));
  setNotice({ kind: 'error', message: result.message ?? FAVORITE_TOGGLE_FAILED });
}

/**
 * Whose favourites these are (null: a guest). Signing in moves the guest's favourites into the
 * shopper's pending changes (they are added on the server) and loads the server's list.
 */
export function setFavoritesOwner(userId: string | null): void {
  if (userId === owner) return;
  owner = userId;
  snapshot = null;
  notice = null;
  if (userId) {
    const storage = local();
    const guest = readFavorites(storage, FAVORITES_KEY);
    if (guest.length > 0) {
      const userKey = favoritesStorageKey(userId);
      writePendingChanges(storage, userId, guest.reduce<PendingChange[]>((pending, productId) => queueChange(pending, { productId, favorite: true }), readPendingChanges(storage, userId)));
      writeFavorites(storage, normalizeFavorites([...readFavorites(storage, userKey), ...guest]), userKey);
      writeFavorites(storage, NO_FAVORITES, FAVORITES_KEY);
    }
  }
  emit();
  if (userId) void syncFavorites();
}

/**
 * Sends the pending changes, then loads the server's list (with any change it has not taken yet on
 * top). A failed load keeps the local copy and says "Failed to fetch favorites".
 */
export function syncFavorites(): Promise<void> {
  if (syncing) {
    syncAgain = true;
    return syncing;
  }
  syncing = (async () => {
    do {
      syncAgain = false;
      await syncOnce();
    } while (syncAgain);
  })().finally(() => {
    syncing = null;
  });
  return syncing;
}

async function syncOnce(): Promise<void> {
  const userId = owner;
  if (!userId || isOffline()) return;
  const storage = local();
  let pending = readPendingChanges(storage, userId);
  while (pending.length > 0) {
    const change = pending[0]!;
    const result = await sendFavoriteChange(change);
    if (owner !== userId) return;
    // A change the server refuses for good (a product no longer sold) is dropped; anything else waits.
    const final = result.ok || (result.status >= 400 && result.status < 500 && result.status !== 401 && result.status !== 429);
    if (!final) break;
    pending = readPendingChanges(storage, userId).filter((c) => !(c.productId === change.productId && c.favorite === change.favorite));
    writePendingChanges(storage, userId, pending);
  }
  const version = changeVersion;
  const loaded = await fetchFavoriteIds();
  if (owner !== userId) return;
  if (changeVersion !== version) {
    syncAgain = true;
    return;
  }
  if (!loaded.ok) {
    setNotice({ kind: 'error', message: loaded.message ?? FAVORITES_FETCH_FAILED });
    return;
  }
  setFavorites(applyChanges(loaded.value, readPendingChanges(storage, userId)));
  if (readPendingChanges(storage, userId).length === 0 && notice?.kind === 'offline') setNotice(null);
}

/** The browser went offline or came back: back online, pending changes are sent and the list reloaded. */
export function handleConnectionChange(online: boolean): void {
  if (!online) return;
  if (notice?.kind === 'offline' && !owner) setNotice(null);
  void syncFavorites();
}
