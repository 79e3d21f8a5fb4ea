import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { localStore } from '@/lib/storage/local-store';
import { FAVORITE_TOGGLE_KEY, isToggle, type FavoriteChange } from './favorites-query';
import { pendingChangesKey } from './local-favorites';

/**
 * A shopper's toggles that could not be sent (offline) outlive the page: kept in localStorage as
 * React Query's dehydrated paused mutations, taken back on the next visit and sent when online.
 */

/** Keeps the shopper's paused toggles in localStorage (or forgets them once sent). */
export function savePausedToggles(client: QueryClient, userId: string): void {
  const state = dehydrate(client, {
    shouldDehydrateQuery: () => false,
    shouldDehydrateMutation: (mutation) =>
      isToggle(mutation) && mutation.state.isPaused && (mutation.state.variables as FavoriteChange)?.userId === userId,
  });
  const storage = localStore();
  try {
    if (state.mutations.length === 0) storage?.removeItem(pendingChangesKey(userId));
    else storage?.setItem(pendingChangesKey(userId), JSON.stringify(state.mutations));
  } catch {
    // Storage full or disabled: the toggles wait in memory for this page view.
  }
}

function isSavedToggle(entry: unknown, userId: string): entry is DehydratedState['mutations'][number] {
  const saved = entry as DehydratedState['mutations'][number] | null;
  const change = saved?.state?.variables as FavoriteChange | undefined;
  return (
    saved?.state?.isPaused === true &&
    saved.state.status === 'pending' &&
    change?.userId === userId &&
    Number.isInteger(change.productId) &&
    change.productId > 0 &&
    typeof change.favorite === 'boolean'
  );
}

/** Takes back the toggles a previous page view could not send, and sends them when online. */
export function restorePausedToggles(client: QueryClient, userId: string): void {
  let saved: unknown;
  try {
    saved = JSON.parse(localStore()?.getItem(pendingChangesKey(userId)) ?? '[]');
  } catch {
    saved = [];
  }
  const mutations = Array.isArray(saved) ? saved.filter((entry) => isSavedToggle(entry, userId)) : [];
  if (mutations.length === 0) return;
  hydrate(client, { mutations: mutations.map((mutation) => ({ ...mutation, mutationKey: [...FAVORITE_TOGGLE_KEY] })), queries: [] });
  void client.resumePausedMutations();
}
