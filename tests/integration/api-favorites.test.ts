/**
 * The favourites route handlers (app/api/favorites) against the real embedded backend, as the
 * signed-in shopper's session (row-level security decides): guests refused, each shopper sees and
 * changes only their own list, adding is idempotent, bad product ids and bodies change nothing.
 */
import { DELETE as favoritesDelete, GET as favoritesGet, POST as favoritesPost } from '@/app/api/favorites/route';
import { POST as signUpRoute } from '@/app/api/auth/sign-up/route';
import { GET as sessionRoute } from '@/app/api/auth/session/route';
import { FAVORITE_PRODUCT_INVALID, FAVORITE_PRODUCT_NOT_FOUND, FAVORITES_SIGN_IN_REQUIRED } from '@/lib/favorites/messages';
import { clientFor, startTestBackend, type TestBackend } from '@gilgit-dry-fruits/supabase-local/testing';
import { call, CookieJar, freshEmail, pointShopAt, signupBody } from './api-support';

jest.mock('server-only', () => ({}));

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
  pointShopAt(backend);
});
afterAll(() => backend?.stop());

async function shopper() {
  const jar = new CookieJar();
  const signedUp = await call(signUpRoute, '/api/auth/sign-up', { method: 'POST', body: signupBody(freshEmail('fav')), jar });
  expect(signedUp.status).toBe(200);
  const session = await call<{ user: { id: string } }>(sessionRoute, '/api/auth/session', { jar });
  return { jar, id: session.body.user.id };
}

type ListBody = { ok: boolean; productIds: number[]; message?: string };

const list = (jar?: CookieJar) => call<ListBody>(favoritesGet, '/api/favorites', { jar });
const add = (body: unknown, jar?: CookieJar) => call(favoritesPost, '/api/favorites', { method: 'POST', body, jar });
const remove = (body: unknown, jar?: CookieJar) => call(favoritesDelete, '/api/favorites', { method: 'DELETE', body, jar });

async function rowsOf(userId: string): Promise<number[]> {
  const { data, error } = await clientFor(backend, 'service')
    .from('favorites')
    .select('product_id')
    .eq('user_id', userId)
    .order('product_id');
  if (error) throw error;
  return data.map((row) => row.product_id);
}

test('a guest is refused with 401 and nothing is stored', async () => {
  for (const result of [await list(), await add({ productId: 1 }), await remove({ productId: 1 })]) {
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ ok: false, message: FAVORITES_SIGN_IN_REQUIRED });
  }
  const { count } = await clientFor(backend, 'service').from('favorites').select('*', { count: 'exact', head: true }).eq('product_id', 1);
  expect(count).toBe(0);
});

test('add (twice: no change), list in the order added, remove (twice: no change)', async () => {
  const { jar, id } = await shopper();
  expect((await list(jar)).body).toEqual({ ok: true, productIds: [] });
  expect(await add({ productId: 12 }, jar)).toMatchObject({ status: 200, body: { ok: true, productId: 12, favorite: true } });
  expect((await add({ productId: 3 }, jar)).status).toBe(200);
  expect(await add({ productId: 12 }, jar)).toMatchObject({ status: 200, body: { ok: true, favorite: true } });
  const listed = await list(jar);
  expect(listed.body).toEqual({ ok: true, productIds: [12, 3] });
  expect(listed.response.headers.get('cache-control')).toMatch(/no-store/);
  expect(await rowsOf(id)).toEqual([3, 12]);

  expect(await remove({ productId: 12 }, jar)).toMatchObject({ status: 200, body: { ok: true, productId: 12, favorite: false } });
  expect(await remove({ productId: 12 }, jar)).toMatchObject({ status: 200, body: { ok: true, favorite: false } });
  expect(await rowsOf(id)).toEqual([3]);
});

test('a shopper only ever sees and changes their own favourites', async () => {
  const amina = await shopper();
  const bilal = await shopper();
  await add({ productId: 5 }, amina.jar);
  await add({ productId: 7 }, bilal.jar);
  expect((await list(amina.jar)).body.productIds).toEqual([5]);
  expect((await list(bilal.jar)).body.productIds).toEqual([7]);
  // Bilal removing Amina's favourite product removes nothing of hers.
  expect((await remove({ productId: 5 }, bilal.jar)).status).toBe(200);
  expect(await rowsOf(amina.id)).toEqual([5]);
  // A user_id in the body is not accepted: the session says whose list it is.
  expect((await add({ productId: 8, userId: amina.id }, bilal.jar)).status).toBe(400);
  expect(await rowsOf(amina.id)).toEqual([5]);
  expect(await rowsOf(bilal.id)).toEqual([7]);
});

test('an unknown or inactive product is a 404 and nothing changes; an inactive favourite can still be removed', async () => {
  const { jar, id } = await shopper();
  for (const productId of [99999, 28]) {
    expect(await add({ productId }, jar)).toMatchObject({ status: 404, body: { ok: false, message: FAVORITE_PRODUCT_NOT_FOUND } });
    expect(await remove({ productId }, jar)).toMatchObject({ status: 404, body: { ok: false, message: FAVORITE_PRODUCT_NOT_FOUND } });
  }
  expect(await rowsOf(id)).toEqual([]);

  const service = clientFor(backend, 'service');
  await add({ productId: 9 }, jar);
  await service.from('products').update({ is_active: false }).eq('id', 9);
  try {
    expect((await remove({ productId: 9 }, jar)).status).toBe(200);
    expect(await rowsOf(id)).toEqual([]);
  } finally {
    await service.from('products').update({ is_active: true }).eq('id', 9);
  }
});

test('a malformed body is a 400 (or 415 without JSON) and nothing changes', async () => {
  const { jar, id } = await shopper();
  await add({ productId: 2 }, jar);
  const bad: unknown[] = [
    {},
    { productId: '2' },
    { productId: 0 },
    { productId: -3 },
    { productId: 1.5 },
    { productId: 2 ** 31 },
    { productId: null },
    [2],
    '{"productId":',
    'null',
  ];
  for (const body of bad) {
    for (const send of [add, remove]) {
      const result = await send(body, jar);
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ ok: false, message: expect.any(String) });
    }
  }
  expect((await add({ productId: 'x' }, jar)).body).toMatchObject({ message: FAVORITE_PRODUCT_INVALID });
  const noJson = await call(favoritesPost, '/api/favorites', {
    method: 'POST',
    jar,
    body: 'productId=3',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(noJson.status).toBe(415);
  const crossSite = await call(favoritesPost, '/api/favorites', {
    method: 'POST',
    jar,
    body: { productId: 3 },
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  });
  expect(crossSite.status).toBe(403);
  expect(await rowsOf(id)).toEqual([2]);
});
