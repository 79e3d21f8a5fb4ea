/** @jest-environment node */
import { NextRequest } from 'next/server';
import { nonceOf } from '@/lib/security/headers.mjs';
import { proxy } from '../../../proxy';
import { setShopEnv } from '../support/shop-env';

jest.mock('server-only', () => ({}));

setShopEnv();

/** A guest's request through proxy.ts: no session cookie, so no call to the auth API. */
async function throughProxy(pathname: string, headers: Record<string, string> = {}) {
  const response = await proxy(new NextRequest(`http://localhost:3000${pathname}`, { headers }));
  return {
    policy: response.headers.get('content-security-policy') ?? '',
    // How Next.js hands the proxy's request headers on to the page (NextResponse.next({ request })).
    policyForNext: response.headers.get('x-middleware-request-content-security-policy'),
  };
}

// Issue 31 §7: a page rendered per request gets a fresh nonce, in its answer's policy and in the
// request's, where Next.js reads it for the scripts it writes; other pages keep 'unsafe-inline'.
test('a page rendered per request: a fresh nonce in the answer and in the request Next.js renders', async () => {
  const first = await throughProxy('/admin/orders');
  const nonce = nonceOf(first.policy);
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(first.policy).not.toContain("'unsafe-inline' ");
  expect(first.policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic';/);
  expect(first.policyForNext).toBe(first.policy);
  const second = await throughProxy('/admin/orders');
  expect(nonceOf(second.policy)).not.toBe(nonce);
});

test("a nonce a client sends is never the page's: the proxy's policy replaces the request's", async () => {
  const sent = "script-src 'nonce-chosenByTheClient'";
  const dynamic = await throughProxy('/orders/GB-1001', { 'Content-Security-Policy': sent });
  expect(nonceOf(dynamic.policyForNext)).toBe(nonceOf(dynamic.policy));
  expect(nonceOf(dynamic.policy)).not.toBe('chosenByTheClient');
  const prerendered = await throughProxy('/cart', { 'Content-Security-Policy': sent });
  expect(nonceOf(prerendered.policyForNext)).toBeNull();
});

test('a prerendered page the proxy sees keeps the policy with inline scripts, and no nonce', async () => {
  for (const pathname of ['/cart', '/contact-us', '/admin/no-such-section']) {
    const { policy } = await throughProxy(pathname);
    expect(policy).toMatch(/script-src 'self' 'unsafe-inline';/);
    expect(nonceOf(policy)).toBeNull();
  }
});
