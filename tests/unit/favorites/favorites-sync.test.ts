import {
  dismissFavoritesNotice,
  getFavorites,
  getFavoritesNotice,
  handleConnectionChange,
  setFavorites,
  setFavoritesOwner,
  syncFavorites,
  toggleFavorite,
} from '@/lib/favorites/favorites-store';
import { applyChanges, queueChange } from '@/lib/favorites/local-favorites';

/**
 * The favourites' server sync (spec §4, §8) with /api/favorites answered by a fake: offline changes
 * wait and are sent on reconnecting, refused toggles are undone with the message, failed loads keep
 * the local copy, a guest's favourites are added on sign-in.
 */
type Call = { method: string; body: unknown };
let calls: Call[];
let server: number[];
let answer: (call: Call) => { status: number; body: unknown } | 'network-error' | null;
let online = true;

const flush = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  await syncFavorites();
};

/** jsdom has no fetch Response: the part of one the store reads. */
function fakeResponse(status: number, text: string) {
  return { ok: status >= 200 && status < 300, status, json: async () => JSON.parse(text) };
}

beforeAll(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});

beforeEach(() => {
  online = true;
  calls = [];
  server = [];
  answer = () => null;
  setFavoritesOwner(null);
  window.localStorage.clear();
  setFavorites([]);
  dismissFavoritesNotice();
  global.fetch = jest.fn(async (_url: string, init?: RequestInit) => {
    const call = { method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const custom = answer(call);
    if (custom === 'network-error') throw new TypeError('Failed to fetch');
    if (custom) return fakeResponse(custom.status, typeof custom.body === 'string' ? custom.body : JSON.stringify(custom.body));
    const id = (call.body as { productId: number } | undefined)?.productId;
    if (call.method === 'POST' && id && !server.includes(id)) server.push(id);
    if (call.method === 'DELETE') server = server.filter((x) => x !== id);
    return fakeResponse(200, JSON.stringify(call.method === 'GET' ? { ok: true, productIds: server } : { ok: true }));
  }) as unknown as typeof fetch;
});

test('pure helpers: only the latest pending change of a product counts; pending changes go on top of the server list', () => {
  expect(queueChange([{ productId: 1, favorite: true }], { productId: 1, favorite: false })).toEqual([{ productId: 1, favorite: false }]);
  expect(applyChanges([1, 2], [{ productId: 2, favorite: false }, { productId: 3, favorite: true }])).toEqual([1, 3]);
});

test('a guest’s toggles stay local: no request', async () => {
  toggleFavorite(4);
  await flush();
  expect(getFavorites()).toEqual([4]);
  expect(calls).toEqual([]);
});

test('on sign-in the guest favourites are added on the server and the server list is loaded', async () => {
  server = [9];
  toggleFavorite(4);
  toggleFavorite(5);
  setFavoritesOwner('u1');
  await flush();
  expect(server).toEqual([9, 4, 5]);
  expect(getFavorites()).toEqual([9, 4, 5]);
  expect(window.localStorage.getItem('dryfruits_favorites')).toBeNull();
  expect(JSON.parse(window.localStorage.getItem('dryfruits_favorites_u1')!)).toEqual([9, 4, 5]);
});

test('online: a toggle shows at once and is sent', async () => {
  setFavoritesOwner('u1');
  await flush();
  toggleFavorite(7);
  expect(getFavorites()).toEqual([7]);
  await flush();
  expect(calls.filter((c) => c.method !== 'GET')).toEqual([{ method: 'POST', body: { productId: 7 } }]);
  toggleFavorite(7);
  await flush();
  expect(server).toEqual([]);
});

test('offline: the change waits with the message, and is sent when the connection returns', async () => {
  setFavoritesOwner('u1');
  await flush();
  online = false;
  toggleFavorite(3);
  expect(getFavorites()).toEqual([3]);
  expect(getFavoritesNotice()).toEqual({ kind: 'offline', message: 'Changes will be synced when you are back online' });
  await flush();
  expect(server).toEqual([]);
  online = true;
  handleConnectionChange(true);
  await flush();
  expect(server).toEqual([3]);
  expect(getFavorites()).toEqual([3]);
  expect(getFavoritesNotice()).toBeNull();
});

test('a refused toggle is undone with "Error toggling favorite" or the server message', async () => {
  setFavoritesOwner('u1');
  await flush();
  answer = (call) => (call.method === 'POST' ? { status: 500, body: 'oops' } : null);
  toggleFavorite(2);
  expect(getFavorites()).toEqual([2]);
  await flush();
  expect(getFavorites()).toEqual([]);
  expect(getFavoritesNotice()).toEqual({ kind: 'error', message: 'Error toggling favorite' });
  answer = (call) => (call.method === 'POST' ? { status: 404, body: { ok: false, message: 'This product is not available.' } } : null);
  toggleFavorite(2);
  await flush();
  expect(getFavorites()).toEqual([]);
  expect(getFavoritesNotice()).toEqual({ kind: 'error', message: 'This product is not available.' });
});

test('a failed load says "Failed to fetch favorites" and keeps the local copy', async () => {
  window.localStorage.setItem('dryfruits_favorites_u1', '[6]');
  answer = (call) => (call.method === 'GET' ? 'network-error' : null);
  setFavoritesOwner('u1');
  await flush();
  expect(getFavorites()).toEqual([6]);
  expect(getFavoritesNotice()).toEqual({ kind: 'error', message: 'Failed to fetch favorites' });
});

test('a list that was loading while the shopper toggled does not undo the toggle', async () => {
  let releaseGet: (() => void) | null = null;
  const realFetch = global.fetch;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if ((init?.method ?? 'GET') === 'GET' && !releaseGet) {
      const stale = fakeResponse(200, JSON.stringify({ ok: true, productIds: [] }));
      await new Promise<void>((resolve) => (releaseGet = resolve));
      return stale;
    }
    return realFetch(url, init);
  }) as unknown as typeof fetch;
  setFavoritesOwner('u1');
  await Promise.resolve();
  toggleFavorite(8);
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  releaseGet!();
  // No further sync is asked for here: the one under way must itself notice the toggle.
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(server).toEqual([8]);
  expect(getFavorites()).toEqual([8]);
});
