/** Where a list is kept: this browser's localStorage, or anything with its three methods. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The list saved under `key`, made valid by `normalize`; `empty` when there is none or it cannot be read. */
export function readStoredList<List>(storage: KeyValueStore | null, key: string, normalize: (raw: unknown) => List, empty: List): List {
  if (!storage) return empty;
  try {
    const text = storage.getItem(key);
    return text ? normalize(JSON.parse(text)) : empty;
  } catch {
    return empty;
  }
}

/** Saves a list as JSON; an empty list removes the key. Storage errors (private mode, quota) are ignored. */
export function writeStoredList(storage: KeyValueStore | null, key: string, list: readonly unknown[]): void {
  if (!storage) return;
  try {
    if (list.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(list));
  } catch {
    // The list still holds for this page view.
  }
}
