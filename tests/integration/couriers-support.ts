/**
 * A shop with both couriers in sandbox mode (the sandboxes service), a short courier timeout and an
 * admin signed in; and the tester's side of the courier sandboxes (sandboxes/couriers/tester.ts).
 */
import { clientFor, startTestBackend, type TestBackend } from '@gilgit-dry-fruits/supabase-local/testing';
import type { SandboxParcel } from '@/sandboxes/couriers/parcels';
import type { NextAnswer } from '@/sandboxes/couriers/tester';
import { startTestSandboxes, type TestSandboxes } from '../support/sandboxes';
import { signedInAdmin } from './admin-support';
import { pointShopAt, type CookieJar, type ServiceClient } from './api-support';
import { detailsBody, placeOrderAs, setStock } from './checkout-support';

/** The shop's timeout for a courier's answer in these suites (the least COURIER_TIMEOUT_MS allows). */
export const SHORT_TIMEOUT_MS = 1000;

export type SandboxMount = 'leopards' | 'postex';

export interface CourierShop {
  backend: TestBackend;
  sandboxes: TestSandboxes;
  service: ServiceClient;
  admin: CookieJar;
}

/** The suite's backend and sandboxes, started before its tests with `stock` units of `variantId`, stopped after them. */
export function setUpCourierShop(variantId: number, stock: number): CourierShop {
  const shop = {} as CourierShop;
  beforeAll(async () => {
    [shop.backend, shop.sandboxes] = await Promise.all([startTestBackend(), startTestSandboxes()]);
    pointShopAt(shop.backend, {
      SANDBOXES_URL: shop.sandboxes.url,
      LEOPARDS_MODE: 'sandbox',
      POSTEX_MODE: 'sandbox',
      COURIER_TIMEOUT_MS: String(SHORT_TIMEOUT_MS),
    });
    // The mails go to the embedded backend's outbox, where the tests read them.
    delete process.env.MAIL_API_URL;
    delete process.env.MAIL_API_KEY;
    shop.service = clientFor(shop.backend, 'service');
    shop.admin = (await signedInAdmin(shop.service)).jar;
    await setStock(shop.service, variantId, stock);
  });
  afterAll(() => Promise.all([shop.backend?.stop(), shop.sandboxes?.stop()]));
  return shop;
}

/** A cash-on-delivery order placed by a guest through the shop and moved by the owner to packed (processing). */
export async function packedOrder(
  service: ServiceClient,
  options: { variantId: number; shippingMethod: string; email: string; cityId?: number },
): Promise<{ orderNumber: string; total: number }> {
  const order = await placeOrderAs(undefined, {
    items: [{ variantId: options.variantId, quantity: 2 }],
    shippingMethod: options.shippingMethod,
    details: detailsBody({ email: options.email, cityId: options.cityId ?? 29 }),
  });
  for (const status of ['confirmed', 'processing']) {
    const { error } = await service.rpc('admin_update_order_status', { order_number: order.orderNumber, status });
    if (error) throw error;
  }
  return { orderNumber: order.orderNumber, total: order.total };
}

async function tester(sandboxes: TestSandboxes, mount: SandboxMount, route: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(
    `${sandboxes.url}/${mount}/sandbox/${route}`,
    body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  if (!response.ok) throw new Error(`${mount} ${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

export async function sandboxParcels(sandboxes: TestSandboxes, mount: SandboxMount): Promise<SandboxParcel[]> {
  return (await tester(sandboxes, mount, 'parcels.json')).parcels as SandboxParcel[];
}

/** How the courier's sandbox answers the next booking. */
export async function nextBooking(sandboxes: TestSandboxes, mount: SandboxMount, answer: NextAnswer, delayMs?: number): Promise<void> {
  await tester(sandboxes, mount, 'next-booking', { answer, delayMs });
}

/** The parcel reaches the courier's status `to` now. */
export async function advanceParcel(sandboxes: TestSandboxes, mount: SandboxMount, trackingNumber: string, to: string): Promise<void> {
  await tester(sandboxes, mount, `parcels/${encodeURIComponent(trackingNumber)}/advance`, { to });
}

/** The courier pays the parcel's cash-on-delivery amount today; returns its payment reference. */
export async function settleParcel(sandboxes: TestSandboxes, mount: SandboxMount, trackingNumber: string): Promise<string> {
  const answer = await tester(sandboxes, mount, `parcels/${encodeURIComponent(trackingNumber)}/settle`, {});
  return (answer.parcel as SandboxParcel).payment!.reference;
}
