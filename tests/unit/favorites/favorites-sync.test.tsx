import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { AuthProvider } from '@/components/auth/auth-provider';
import { ShopperStorageSync } from '@/components/layout/shopper-storage-sync';
import { FavoriteToggle } from '@/components/favorites/favorite-toggle';
import { createShopQueryClient } from '@/components/query/query-provider';
import { renderWithQuery } from '../support/render-with-query';

/**
 * The favourites' server sync (spec §4, §8) with /api/favorites answered by a fake server:
 * offline changes wait and are sent on reconnecting (also after a reload), refused toggles are
 * undone with the message, failed loads keep the local copy, a guest's favourites are added on
 * sign-in, and a list loaded while a toggle is under way keeps it.
 */
const router = { push: jest.fn(), refresh: jest.fn(), replace: jest.fn(), back: jest.fn(), forward: jest.fn(), prefetch: jest.fn() };
jest.mock('next/navigation', () => ({ useParams: () => ({}), useRouter: () => router, usePathname: () => '/' }));

type Call = { method: string; body: unknown };
/** 'hold': answered as usual once `releaseHeld()` is called. */
type Answer = { status: number; body: unknown } | 'network-error' | 'hold' | null;
let calls: Call[];
let server: number[];
let signedIn: string | null;
let answer: (call: Call) => Answer;
let held: (() => void)[];
const releaseHeld = () => held.splice(0).forEach((release) => release());

const json = (status: number, body: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => (typeof body === 'string' ? JSON.parse(body) : body),
});
const sent = () => calls.filter((call) => call.method !== 'GET');

beforeEach(() => {
  calls = [];
  server = [];
  signedIn = null;
  answer = () => null;
  held = [];
  window.localStorage.clear();
  onlineManager.setOnline(true);
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/auth/session')
      return json(200, { user: signedIn ? { id: signedIn, email: 'shopper@example.pk' } : null, expiresAt: null, event: null });
    const call = { method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const custom = answer(call);
    if (custom === 'network-error') throw new TypeError('Failed to fetch');
    if (custom === 'hold') await new Promise<void>((release) => held.push(release));
    else if (custom) return json(custom.status, custom.body);
    const id = (call.body as { productId: number } | undefined)?.productId;
    if (call.method === 'POST' && id && !server.includes(id)) server.push(id);
    if (call.method === 'DELETE') server = server.filter((x) => x !== id);
    return json(200, call.method === 'GET' ? { ok: true, productIds: server } : { ok: true });
  }) as unknown as typeof fetch;
});

afterEach(() => onlineManager.setOnline(true));

async function settle(ms = 30) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

/** The storefront's parts that matter here: the auth state, the sync and its notice, and two hearts. */
async function renderShop(client: QueryClient = createShopQueryClient()) {
  const view = renderWithQuery(
    <AuthProvider>
      <ShopperStorageSync />
      <FavoriteToggle productId={3} productName="Almonds" />
      <FavoriteToggle productId={5} productName="Walnuts" />
    </AuthProvider>,
    client,
  );
  await settle();
  return view;
}

const heart = (name: string) => screen.getByRole('button', { name: new RegExp(`favourites: ${name}$`) });
const notice = () => screen.getByTestId('favorites-notice');
const stored = (key: string) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as number[] | null;

test('a guest’s toggles stay in this browser: no request', async () => {
  await renderShop();
  fireEvent.click(heart('Almonds'));
  await settle();
  expect(heart('Almonds')).toHaveAttribute('aria-pressed', 'true');
  expect(stored('dryfruits_favorites')).toEqual([3]);
  expect(calls).toEqual([]);
});

test('signed in: the guest’s favourites are added on the server and the server’s list is loaded', async () => {
  window.localStorage.setItem('dryfruits_favorites', '[5]');
  server = [9];
  signedIn = 'u1';
  await renderShop();
  await settle(50);
  expect(server).toEqual([9, 5]);
  expect(stored('dryfruits_favorites')).toBeNull();
  expect(stored('dryfruits_favorites_u1')).toEqual([9, 5]);
  expect(heart('Walnuts')).toHaveAttribute('aria-pressed', 'true');
});

test('signed in and online: a toggle shows at once and is sent; toggling back removes it', async () => {
  signedIn = 'u1';
  await renderShop();
  answer = (call) => (call.method === 'POST' ? 'hold' : null);
  fireEvent.click(heart('Almonds'));
  await settle();
  // Shown before the server has answered.
  expect(heart('Almonds')).toHaveAttribute('aria-pressed', 'true');
  expect(sent()).toEqual([{ method: 'POST', body: { productId: 3 } }]);
  releaseHeld();
  await settle();
  expect(server).toEqual([3]);
  fireEvent.click(heart('Almonds'));
  await settle();
  expect(server).toEqual([]);
  expect(heart('Almonds')).toHaveAttribute('aria-pressed', 'false');
});

test('offline: the change shows with the offline message and waits; back online it is sent and the message goes', async () => {
  signedIn = 'u1';
  await renderShop();
  act(() => onlineManager.setOnline(false));
  fireEvent.click(heart('Walnuts'));
  await settle();
  expect(heart('Walnuts')).toHaveAttribute('aria-pressed', 'true');
  expect(notice()).toHaveTextContent('Changes will be synced when you are back online');
  expect(notice()).toHaveAttribute('role', 'status');
  expect(sent()).toEqual([]);
  act(() => onlineManager.setOnline(true));
  await settle(50);
  expect(server).toEqual([5]);
  expect(heart('Walnuts')).toHaveAttribute('aria-pressed', 'true');
  expect(notice()).toHaveTextContent('');
});

test('a change made offline survives a reload and is sent once the connection returns', async () => {
  signedIn = 'u1';
  const first = await renderShop();
  act(() => onlineManager.setOnline(false));
  fireEvent.click(heart('Almonds'));
  await settle();
  expect(window.localStorage.getItem('dryfruits_favorites_pending_u1')).toContain('"productId":3');
  first.unmount();

  // A new page load, still offline: the change is shown and still waiting.
  await renderShop(createShopQueryClient());
  await settle(50);
  expect(heart('Almonds')).toHaveAttribute('aria-pressed', 'true');
  expect(notice()).toHaveTextContent('Changes will be synced when you are back online');
  act(() => onlineManager.setOnline(true));
  await settle(50);
  expect(server).toEqual([3]);
  expect(window.localStorage.getItem('dryfruits_favorites_pending_u1')).toBeNull();
  expect(notice()).toHaveTextContent('');
});

test('a refused toggle is undone for that product, with "Error toggling favorite" or the server’s message', async () => {
  signedIn = 'u1';
  await renderShop();
  answer = (call) => (call.method === 'POST' ? { status: 500, body: '"oops"' } : null);
  fireEvent.click(heart('Almonds'));
  await settle();
  expect(heart('Almonds')).toHaveAttribute('aria-pressed', 'false');
  expect(notice()).toHaveTextContent('Error toggling favorite');
  expect(notice()).toHaveAttribute('role', 'alert');

  answer = (call) => (call.method === 'POST' ? { status: 404, body: { ok: false, message: 'This product is not available.' } } : null);
  fireEvent.click(heart('Almonds'));
  await settle();
  expect(heart('Almonds')).toHaveAttribute('aria-pressed', 'false');
  expect(notice()).toHaveTextContent('This product is not available.');

  answer = () => null;
  fireEvent.click(heart('Almonds'));
  await settle();
  expect(server).toEqual([3]);
  expect(notice()).toHaveTextContent('');
});

test('a list that cannot be loaded says "Failed to fetch favorites" after the retries and keeps the local copy', async () => {
  jest.useFakeTimers();
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    window.localStorage.setItem('dryfruits_favorites_u1', '[5]');
    signedIn = 'u1';
    answer = (call) => (call.method === 'GET' ? 'network-error' : null);
    renderWithQuery(
      <AuthProvider>
        <ShopperStorageSync />
        <FavoriteToggle productId={5} productName="Walnuts" />
      </AuthProvider>,
    );
    // In small steps: each answer lets the next step of the page run.
    const advance = async (ms: number) => {
      for (let step = 0; step < ms; step += 100) {
        await act(async () => {
          await jest.advanceTimersByTimeAsync(100);
        });
      }
    };
    await advance(2900);
    expect(calls).toHaveLength(3);
    expect(notice()).toHaveTextContent('');
    await advance(400);
    expect(calls).toHaveLength(4);
    expect(notice()).toHaveTextContent('Failed to fetch favorites');
    expect(heart('Walnuts')).toHaveAttribute('aria-pressed', 'true');
    expect(logged).toHaveBeenCalledWith('Failed to fetch favorites:', expect.objectContaining({ status: 0 }));
  } finally {
    logged.mockRestore();
    jest.useRealTimers();
  }
});

test('a list loaded while a toggle is under way keeps the toggle', async () => {
  signedIn = 'u1';
  const { client } = await renderShop();
  answer = (call) => (call.method === 'POST' ? 'hold' : null);
  fireEvent.click(heart('Walnuts'));
  await settle();
  // Another part of the page asks for the list while the toggle has not been answered.
  await act(() => client.refetchQueries({ queryKey: ['favorites', 'list', 'u1'] }));
  expect(server).toEqual([]);
  expect(heart('Walnuts')).toHaveAttribute('aria-pressed', 'true');
  releaseHeld();
  await settle();
  expect(server).toEqual([5]);
  expect(heart('Walnuts')).toHaveAttribute('aria-pressed', 'true');
});
