/** @jest-environment node */
import { NextRequest } from 'next/server';
import { proxy } from '../../../proxy';
import { setShopEnv } from '../support/shop-env';

jest.mock('server-only', () => ({}));

setShopEnv();

async function open(pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await proxy(new NextRequest(`http://localhost:3000${pathname}`, { headers, method }));
  return { status: response.status, location: response.headers.get('location'), cookie: response.headers.get('set-cookie'), response };
}

test('a shopper who chose Urdu is sent from an English page to its Urdu twin, query kept', async () => {
  const sent = await open('/cart?from=menu', { cookie: 'NEXT_LOCALE=ur' });
  expect(sent.status).toBe(307);
  expect(sent.location).toBe('http://localhost:3000/ur/cart?from=menu');
  expect(sent.response.headers.get('cache-control')).toBe('private, no-store');
  // The choice was already theirs: nothing to remember.
  expect(sent.cookie).toBeNull();
  expect((await open('/', { cookie: 'NEXT_LOCALE=ur' })).location).toBe('http://localhost:3000/ur');
});

test("a first visit follows the browser's language and remembers it", async () => {
  const sent = await open('/product/12', { 'accept-language': 'ur-PK,ur;q=0.9,en;q=0.8' });
  expect(sent.location).toBe('http://localhost:3000/ur/product/12');
  expect(sent.cookie).toMatch(/^NEXT_LOCALE=ur; Path=\/;/);
  expect(sent.cookie).toMatch(/; Max-Age=31536000; SameSite=lax$/i);
});

test('English stays English: chosen, asked for, or not a page of the shop', async () => {
  for (const [pathname, headers, method] of [
    ['/cart', { cookie: 'NEXT_LOCALE=en', 'accept-language': 'ur' }, 'GET'],
    ['/cart', { 'accept-language': 'en-GB,en;q=0.9,ur;q=0.5' }, 'GET'],
    ['/cart', {}, 'GET'],
    ['/ur/cart', { cookie: 'NEXT_LOCALE=en' }, 'GET'],
    ['/payment/callback', { cookie: 'NEXT_LOCALE=ur' }, 'GET'],
    ['/checkout', { cookie: 'NEXT_LOCALE=ur' }, 'POST'],
  ] as const) {
    const answer = await open(pathname, headers, method);
    expect([pathname, answer.status, answer.location]).toEqual([pathname, 200, null]);
  }
});
