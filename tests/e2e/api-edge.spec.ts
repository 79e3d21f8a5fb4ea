import { expect, test, type APIResponse } from '@playwright/test';
import { NO_USER_LOGGED_IN } from '../../lib/auth/messages';
import { BAD_REQUEST, CROSS_SITE, TOO_LARGE } from '../../lib/http/messages';

/**
 * The route handlers' edge through the real server (next start, proxy.ts in front): refusals are
 * JSON in the one shape, never stored, and carry the security headers; odd input in the path or the
 * query is a 4xx, never a 5xx.
 */
async function expectRefusal(response: APIResponse, status: number, message: string) {
  expect(response.status()).toBe(status);
  expect(await response.json()).toEqual({ ok: false, message });
  const headers = response.headers();
  expect(headers['content-type']).toMatch(/^application\/json/);
  expect(headers['cache-control']).toBe('private, no-store');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
}

const review = { name: 'Edge Test', feedback: 'x', rating: 5 };

test('a post from another site is refused with 403', async ({ request, baseURL }) => {
  const response = await request.post('/api/testimonials', {
    data: review,
    headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
  });
  await expectRefusal(response, 403, CROSS_SITE);
  // From the shop's own origin the check lets it through.
  const own = await request.post('/api/checkout/quote', {
    data: { items: [{ variantId: 12, quantity: 1 }] },
    headers: { Origin: baseURL! },
  });
  expect(own.status()).toBe(200);
});

test('a 20 KB body is refused with 413, a form post with 415, malformed JSON with 400', async ({ request }) => {
  await expectRefusal(await request.post('/api/contact', { data: { ...review, message: 'x'.repeat(20 * 1024) } }), 413, TOO_LARGE);
  await expectRefusal(await request.post('/api/contact', { form: { name: 'A', email: 'a@example.com', message: 'x' } }), 415, BAD_REQUEST);
  await expectRefusal(
    await request.post('/api/contact', { data: '{"name":', headers: { 'Content-Type': 'application/json' } }),
    400,
    BAD_REQUEST,
  );
});

test('malformed percent-encoding in the path or the query is a 4xx, never a 5xx', async ({ request }) => {
  // Next.js answers these with a bare 500 while matching dynamic segments; proxy.ts answers first.
  // Static-file endings skip proxy.ts; server/well-formed-paths.mjs answers them in front of Next.
  for (const path of [
    '/api/orders/%E0%A4%A',
    '/api/orders/%',
    '/api/orders/abc%zz/cancel',
    '/api/orders/%ZZ.png',
    '/api/orders/%E0%A4%A.txt',
  ]) {
    await expectRefusal(await request.get(path), 400, BAD_REQUEST);
  }
  await expectRefusal(await request.post('/api/orders/%E0%A4%A/cancel', { data: {} }), 400, BAD_REQUEST);
  const page = await request.get('/orders/%E0%A4%A');
  expect(page.status()).toBe(400);
  expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  // A router-state header Next cannot read (server/well-formed-requests.mjs): Next answered 500.
  const routerState = await request.get('/admin', { headers: { RSC: '1', 'Next-Router-State-Tree': 'not json' } });
  expect(routerState.status()).toBe(400);
  expect(routerState.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  const query = await request.get('/api/catalog/variants?ids=%E0%A4%A');
  expect(query.status()).toBe(400);
  expect(await query.json()).toMatchObject({ ok: false, fieldErrors: { ids: expect.any(String) } });
});

test("the console's live stream refuses a guest with 401 in the one shape, not a stream", async ({ request }) => {
  await expectRefusal(await request.get('/api/admin/live', { headers: { Accept: 'text/event-stream' } }), 401, NO_USER_LOGGED_IN);
});
