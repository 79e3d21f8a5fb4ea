/**
 * /payment/continue: the shop's page that posts a wallet's signed form on to the wallet's hosted
 * page (the shopper's own page may carry a catalogue page's policy, which names no wallet). It
 * carries the form on unchanged, and only to a wallet the shop offers.
 */
import { POST as continuePost } from '@/app/payment/continue/route';
import { BAD_REQUEST, CROSS_SITE } from '@/lib/http/messages';
import { clientFor, startTestBackend, type TestBackend } from '@gilgit-dry-fruits/supabase-local/testing';
import { pointShopAt, shopRequest } from './api-support';
import { setStock } from './checkout-support';
import { formOf, placed, started } from './payments-support';

jest.mock('server-only', () => ({}));
jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

const VARIANT = 12;
let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
  pointShopAt(backend);
  await setStock(clientFor(backend, 'service'), VARIANT, 100);
});
afterAll(() => backend?.stop());

const FORM = 'application/x-www-form-urlencoded';
const post = (body: string, headers: Record<string, string> = {}) =>
  continuePost(
    shopRequest('/payment/continue', { method: 'POST', body, headers: { 'content-type': FORM, accept: 'text/html', ...headers } }),
  );

test.each(['jazzcash', 'easypaisa'] as const)(
  "%s: the started attempt's signed form is posted on to the wallet's page unchanged",
  async (wallet) => {
    const payment = await started(await placed(wallet, VARIANT));
    const response = await post(new URLSearchParams({ form: JSON.stringify(payment.form) }).toString());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(formOf(html)).toEqual(payment.form);
    expect(html).toContain("document.getElementById('next').submit()");
  },
);

test('a form for any other address, a malformed one, a JSON body or a post from another site is refused and posted nowhere', async () => {
  const payment = await started(await placed('jazzcash', VARIANT));
  const elsewhere = { ...payment.form, action: 'https://evil.example/collect' };
  for (const body of [
    new URLSearchParams({ form: JSON.stringify(elsewhere) }).toString(),
    new URLSearchParams({ form: JSON.stringify({ action: payment.form.action, fields: 'x' }) }).toString(),
    new URLSearchParams({ form: '{"action":' }).toString(),
    'nothing=here',
  ]) {
    const response = await post(body);
    expect([body, response.status]).toEqual([body, 400]);
    expect(await response.json()).toEqual({ ok: false, message: BAD_REQUEST });
  }
  const json = await post(JSON.stringify({ form: payment.form }), { 'content-type': 'application/json' });
  expect(json.status).toBe(415);
  const crossSite = await post(new URLSearchParams({ form: JSON.stringify(payment.form) }).toString(), {
    origin: 'https://evil.example',
    'sec-fetch-site': 'cross-site',
  });
  expect(crossSite.status).toBe(403);
  expect(await crossSite.json()).toEqual({ ok: false, message: CROSS_SITE });
});
