/**
 * The shopper's and the providers' side of a wallet payment against the sandboxes service's wallet sandbox,
 * through the shop's own routes: place a wallet order, start an attempt, answer on the hosted page
 * (for Easypay: Index.jsf's redirect with an auth_token, the shop's page that posts it on to
 * Confirm.jsf, then the hosted page), come back through /payment/callback, send an IPN.
 */
import type { NextRequest } from 'next/server';
import { GET as ipnGet, POST as ipnPost } from '@/app/api/payments/[provider]/ipn/route';
import { POST as startRoute } from '@/app/api/payments/start/route';
import { POST as placeRoute } from '@/app/api/orders/route';
import { GET as callbackGet, POST as callbackPost } from '@/app/payment/callback/route';
import { clientFor, startTestBackend, type TestBackend } from '@gilgit-dry-fruits/supabase-local/testing';
import { SANDBOX_JAZZCASH } from '@/lib/providers/wallets/jazzcash/sandbox';
import { jazzCashSecureHash } from '@/lib/providers/wallets/jazzcash/secure-hash';
import { startTestSandboxes, type TestSandboxes } from '../support/sandboxes';
import { call, pointShopAt, shopRequest } from './api-support';
import { orderBody, setStock } from './checkout-support';

export type Wallet = 'jazzcash' | 'easypaisa';
export type Outcome = 'paid' | 'failed' | 'cancelled' | 'pending';
export interface Started {
  reference: string;
  form: { action: string; fields: Record<string, string> };
}
export interface PlacedOrder {
  orderNumber: string;
  total: number;
  checkoutKey: string;
}
type Service = ReturnType<typeof clientFor>;

export interface PaymentShop {
  backend: TestBackend;
  sandboxes: TestSandboxes;
  service: Service;
}

/**
 * A suite's embedded backend and wallet sandboxes, started before its tests with the shop pointed at
 * both and `stock` units of `variantId`, and stopped after them. Its fields are filled in by beforeAll.
 */
export function setUpPaymentShop(variantId: number, stock: number): PaymentShop {
  const shop = {} as PaymentShop;
  beforeAll(async () => {
    [shop.backend, shop.sandboxes] = await Promise.all([startTestBackend(), startTestSandboxes()]);
    pointShopAt(shop.backend, { SANDBOXES_URL: shop.sandboxes.url });
    shop.service = clientFor(shop.backend, 'service');
    await setStock(shop.service, variantId, stock);
  });
  afterAll(() => Promise.all([shop.backend?.stop(), shop.sandboxes?.stop()]));
  return shop;
}

export async function placed(wallet: Wallet, variantId: number): Promise<PlacedOrder> {
  const body = orderBody({ paymentMethod: wallet, items: [{ variantId, quantity: 1 }] });
  const { status, body: answer } = await call<{ order: { orderNumber: string; total: number } }>(placeRoute, '/api/orders', {
    method: 'POST',
    body,
  });
  expect(status).toBe(201);
  return { orderNumber: answer.order.orderNumber, total: answer.order.total, checkoutKey: body.idempotencyKey as string };
}

export async function started(order: { orderNumber: string; checkoutKey: string }): Promise<Started> {
  const { status, body } = await call<{ payment: Started }>(startRoute, '/api/payments/start', { method: 'POST', body: order });
  expect(status).toBe(200);
  return body.payment;
}

/** The hidden fields of a page's form (the sandbox's JazzCash post-back, the shop's Easypay continue page). */
export function formOf(html: string): { action: string; fields: Record<string, string> } {
  const unescape = (text: string) =>
    text
      .replace(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c)))
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"');
  const action = unescape(/<form [^>]*action="([^"]*)"/.exec(html)?.[1] ?? '');
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, unescape(m[2]!)]),
  );
  return { action, fields };
}

/** The browser posting the signed form: JazzCash shows its page; Easypay redirects with an auth_token that the shop posts on to Confirm.jsf. */
export async function openHostedPage(payment: Started): Promise<string> {
  const first = await fetch(payment.form.action, { method: 'POST', body: new URLSearchParams(payment.form.fields), redirect: 'manual' });
  if (first.status !== 302) return first.text();
  const back = new URL(first.headers.get('location')!);
  expect(back.pathname).toBe('/payment/callback');
  expect(back.searchParams.get('auth_token')).toMatch(/^[0-9a-f]{32}$/);
  const continuePage = await callbackGet(shopRequest(`${back.pathname}${back.search}`));
  expect(continuePage.status).toBe(200);
  const next = formOf(await continuePage.text());
  expect(next.fields.postBackURL).toMatch(/\/payment\/callback$/);
  const confirmed = await fetch(next.action, { method: 'POST', body: new URLSearchParams(next.fields) });
  return confirmed.text();
}

/** The shopper on the sandbox's hosted page: the signed form is accepted, then Pay / Fail / Cancel / Leave pending. */
export async function answered(sandboxes: TestSandboxes, payment: Started, outcome: Outcome): Promise<Record<string, string>> {
  expect(await openHostedPage(payment)).toContain('Sandbox: no money moves');
  return decided(sandboxes, payment.reference, outcome);
}

/** The choice on the hosted page: JazzCash posts its signed answer back, Easypay redirects with its query. */
export async function decided(sandboxes: TestSandboxes, reference: string, outcome: Outcome): Promise<Record<string, string>> {
  const response = await fetch(`${sandboxes.url}/payments/decide`, {
    method: 'POST',
    body: new URLSearchParams({ reference, outcome }),
    redirect: 'manual',
  });
  if (response.status === 303) return Object.fromEntries(new URL(response.headers.get('location')!).searchParams);
  expect(response.status).toBe(200);
  return formOf(await response.text()).fields;
}

export async function returned(params: Record<string, string>, wallet: Wallet = 'jazzcash'): Promise<URL> {
  const response =
    wallet === 'jazzcash'
      ? await callbackPost(
          shopRequest('/payment/callback', {
            method: 'POST',
            body: new URLSearchParams(params).toString(),
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              origin: 'https://sandbox.jazzcash.com.pk',
              'sec-fetch-site': 'cross-site',
            },
          }),
        )
      : await callbackGet(shopRequest(`/payment/callback?${new URLSearchParams(params)}`));
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

const provider = (wallet: Wallet) => ({ params: Promise.resolve({ provider: wallet }) });

/** JazzCash's IPN: its signed fields, posted as JSON or as a form. */
export const jazzCashIpn = (body: Record<string, string>, as: 'json' | 'form' = 'json') =>
  call<{ state: string; pp_ResponseCode: string; pp_SecureHash: string }>(
    (request: NextRequest) => ipnPost(request, provider('jazzcash')),
    '/api/payments/jazzcash/ipn',
    {
      method: 'POST',
      body: as === 'json' ? body : new URLSearchParams(body).toString(),
      headers: { origin: '', 'sec-fetch-site': '', ...(as === 'form' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    },
  );

/** Easypay's IPN: a GET naming the link that holds the notification. */
export const easypayIpn = (link: string) =>
  call<{ state: string; message: string }>(
    (request: NextRequest) => ipnGet(request, provider('easypaisa')),
    `/api/payments/easypaisa/ipn?${new URLSearchParams({ url: link })}`,
  );

/** The sandbox's link for an Easypay attempt's notification. */
export const easypayIpnLink = (sandboxes: TestSandboxes, reference: string) => `${sandboxes.url}/payments/easypaisa/ipn/${reference}`;

export async function orderState(service: Service, orderNumber: string) {
  const { data, error } = await service.from('orders').select('id, status, payment_status').eq('order_number', orderNumber).single();
  if (error) throw error;
  return data as { id: string; status: string; payment_status: string };
}

export async function notices(service: Service, orderNumber: string) {
  const { id } = await orderState(service, orderNumber);
  const { data, error } = await service
    .from('payment_notices')
    .select('channel, verdict, needs_review, repeats')
    .eq('order_id', id)
    .order('id');
  if (error) throw error;
  return data as { channel: string; verdict: string; needs_review: boolean; repeats: number }[];
}

export const signedJazzCash = (fields: Record<string, string>) => ({
  ...fields,
  pp_SecureHash: jazzCashSecureHash(fields, SANDBOX_JAZZCASH.integritySalt),
});
