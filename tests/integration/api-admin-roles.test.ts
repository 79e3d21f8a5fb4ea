/**
 * The shop's team by role against the real embedded backend (docs/console.md, "Staff and roles"): a
 * member of staff moves an order and the owner reads who did it, on the order's timeline and in the
 * activity log (which staff cannot read); the owner's routes (settings, coupons, shipping, refunds)
 * answer staff 403 owner_only and change nothing, and still work for the owner.
 */
import { POST as couponRoute } from '@/app/api/admin/coupons/route';
import { GET as orderRoute } from '@/app/api/admin/orders/[orderNumber]/route';
import { POST as transferRoute } from '@/app/api/admin/orders/[orderNumber]/bank-transfer/route';
import { POST as refundRoute } from '@/app/api/admin/orders/[orderNumber]/refund/route';
import { POST as statusRoute } from '@/app/api/admin/orders/[orderNumber]/status/route';
import { GET as getSettingsRoute, PUT as saveSettingsRoute } from '@/app/api/admin/settings/route';
import { POST as methodRoute } from '@/app/api/admin/shipping/methods/[id]/route';
import { POST as placeRoute } from '@/app/api/orders/route';
import type { PlacedOrder } from '@/lib/checkout/types';
import { OWNER_ONLY } from '@/lib/http/messages';
import type { AdminOrderDetail } from '@/lib/orders/admin-types';
import type { ShopSettingsForm } from '@/lib/settings/schema';
import { clientFor } from '@gilgit-dry-fruits/supabase-local/testing';
import type { SupabaseClient } from '@supabase/supabase-js';
import { TEST_BANK_ACCOUNT } from '../support/shop-settings';
import { signedInAdmin, signedInStaff, withParams } from './admin-support';
import { call, CookieJar, setUpShopBackend } from './api-support';
import { orderBody } from './checkout-support';

jest.mock('next/cache', () => ({ revalidateTag: () => undefined }));

const shop = setUpShopBackend();
type Member = { jar: CookieJar; id: string; email: string };
let owner: Member;
let staff: Member;
beforeAll(async () => {
  [owner, staff] = await Promise.all([signedInAdmin(shop.service), signedInStaff(shop.service)]);
  const settings = await shop.service.from('shop_settings').update(TEST_BANK_ACCOUNT).eq('id', true);
  if (settings.error) throw settings.error;
});

type Answer = { ok: boolean; message?: string; code?: string; order?: AdminOrderDetail };
/** The problem owner_only (lib/http/problems.ts): a 403 with its words, like admins_only. */
const REFUSED = { status: 403, body: { ok: false, message: OWNER_ONLY } };

/** A client signed in as one of the team (signupBody's password), for reading tables under their own RLS. */
async function signedInClient(member: Member): Promise<SupabaseClient> {
  const client = clientFor(shop.backend);
  const { error } = await client.auth.signInWithPassword({ email: member.email, password: 'apricot6' });
  if (error) throw error;
  return client;
}

async function place(overrides: Record<string, unknown> = {}): Promise<PlacedOrder> {
  const { status, body } = await call<{ order: PlacedOrder }>(placeRoute, '/api/orders', { method: 'POST', body: orderBody(overrides) });
  expect(status).toBe(201);
  return body.order;
}

const read = (n: string, as: Member) => call<Answer>(withParams(orderRoute, { orderNumber: n }), `/api/admin/orders/${n}`, { jar: as.jar });
const move = (n: string, body: Record<string, unknown>, as: Member) =>
  call<Answer>(withParams(statusRoute, { orderNumber: n }), `/api/admin/orders/${n}/status`, { method: 'POST', body, jar: as.jar });

test("a member of staff's move names them on the timeline and in the activity log, which the owner reads and staff cannot", async () => {
  const order = await place();
  const n = order.orderNumber;
  expect(await move(n, { from: 'pending', to: 'confirmed' }, staff)).toMatchObject({ status: 200 });

  const events = (await read(n, owner)).body.order!.events;
  expect(events[0]).toMatchObject({ actor: 'customer', actorEmail: null });
  expect(events.at(-1)).toMatchObject({ status: 'confirmed', actor: 'admin', actorEmail: staff.email });
  // Staff read the same timeline (admin_actor_email is for the whole team).
  expect((await read(n, staff)).body.order!.events.at(-1)).toMatchObject({ actorEmail: staff.email });

  const ownerReads = await (await signedInClient(owner)).from('activity_log').select('*').eq('subject', 'orders').eq('subject_key', n);
  expect(ownerReads.error).toBeNull();
  expect(ownerReads.data).toEqual([
    expect.objectContaining({
      actor_id: staff.id,
      actor_email: staff.email,
      action: 'update',
      changes: expect.objectContaining({ status: ['pending', 'confirmed'] }),
    }),
  ]);
  const staffReads = await (await signedInClient(staff)).from('activity_log').select('id').eq('subject_key', n);
  expect(staffReads).toMatchObject({ error: null, data: [] });
});

describe("the owner's routes", () => {
  const settingsForm = (contactEmail: string): ShopSettingsForm => ({
    whatsappNumber: '0355 123 4567',
    contactEmail,
    alertsEmail: '',
    pickupAddress: 'Shahrah-e-Quaid-e-Azam, Jutial',
    opensAt: '08:00',
    closesAt: '20:00',
    bankName: TEST_BANK_ACCOUNT.bank_name,
    bankAccountTitle: TEST_BANK_ACCOUNT.bank_account_title,
    bankAccountNumber: TEST_BANK_ACCOUNT.bank_account_number,
    bankIban: TEST_BANK_ACCOUNT.bank_iban,
    facebookUrl: '',
    xUrl: '',
    instagramUrl: '',
    linkedinUrl: '',
    paymentIssueBanner: false,
    confirmationHoldHours: '24',
    handoverAlertHours: '24',
    codOverdueDays: '7',
  });
  const saveSettings = (body: unknown, as: Member) =>
    call<Answer>(saveSettingsRoute, '/api/admin/settings', { method: 'PUT', body, jar: as.jar });
  const contactEmail = async () =>
    (await shop.service.from('shop_settings').select('contact_email').eq('id', true).single()).data?.contact_email;

  test('settings: staff neither read nor save them; the owner saves', async () => {
    expect(await call<Answer>(getSettingsRoute, '/api/admin/settings', { jar: staff.jar })).toMatchObject(REFUSED);
    expect(await saveSettings(settingsForm('staff@gilgitdryfruits.pk'), staff)).toMatchObject(REFUSED);
    expect(await contactEmail()).not.toBe('staff@gilgitdryfruits.pk');
    expect(await saveSettings(settingsForm('owner@gilgitdryfruits.pk'), owner)).toMatchObject({ status: 200 });
    expect(await contactEmail()).toBe('owner@gilgitdryfruits.pk');
  });

  test('coupons: staff cannot create one; the owner can', async () => {
    const coupon = (code: string) => ({
      code,
      description: 'Roles test',
      type: 'percentage',
      discountPercentage: 10,
      discountAmount: null,
      maxDiscountAmount: null,
      minSubtotal: 0,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      perCustomerLimit: null,
      isActive: true,
    });
    const create = (code: string, as: Member) =>
      call<Answer>(couponRoute, '/api/admin/coupons', { method: 'POST', body: coupon(code), jar: as.jar });
    const code = `ROLE${Date.now().toString(36).toUpperCase()}`;
    expect(await create(code, staff)).toMatchObject(REFUSED);
    expect((await shop.service.from('coupons').select('code').eq('code', code)).data).toEqual([]);
    expect(await create(code, owner)).toMatchObject({ status: 200, body: { message: `Coupon ${code} created.` } });
  });

  test('shipping: staff cannot save a method; the owner can', async () => {
    const id = `roles${Date.now().toString(36)}`;
    const inserted = await shop.service
      .from('shipping_methods')
      .insert({ id, name: 'Roles courier', estimated_days_min: 1, estimated_days_max: 3, remote_area_surcharge: 0, extra_fee_per_kg: 0 });
    if (inserted.error) throw inserted.error;
    const body = (name: string) => ({
      name,
      description: 'A courier for tests.',
      estimatedDaysMin: 1,
      estimatedDaysMax: 3,
      extraFeePerKg: 0,
      remoteAreaSurcharge: 0,
      freeShippingMinSubtotal: null,
      supportsCod: true,
      trackingUrlTemplate: null,
      isActive: true,
    });
    const save = (name: string, as: Member) =>
      call<Answer>(withParams(methodRoute, { id }), `/api/admin/shipping/methods/${id}`, { method: 'POST', body: body(name), jar: as.jar });
    const name = async () => (await shop.service.from('shipping_methods').select('name').eq('id', id).single()).data?.name;
    expect(await save('Staff courier', staff)).toMatchObject(REFUSED);
    expect(await name()).toBe('Roles courier');
    expect(await save('Owner courier', owner)).toMatchObject({ status: 200 });
    expect(await name()).toBe('Owner courier');
  });

  test('refunds: staff confirm a transfer but cannot record a refund; the owner can', async () => {
    const order = await place({ paymentMethod: 'bank_transfer' });
    const n = order.orderNumber;
    const paid = await call<Answer>(withParams(transferRoute, { orderNumber: n }), `/api/admin/orders/${n}/bank-transfer`, {
      method: 'POST',
      body: { decision: 'confirm', reference: `HBL-${n}`, amount: order.total },
      jar: staff.jar,
    });
    expect(paid).toMatchObject({ status: 200, body: { order: { paymentStatus: 'paid' } } });
    const refund = (as: Member) =>
      call<Answer>(withParams(refundRoute, { orderNumber: n }), `/api/admin/orders/${n}/refund`, {
        method: 'POST',
        body: { amount: 100, method: 'cash' },
        jar: as.jar,
      });
    expect(await refund(staff)).toMatchObject(REFUSED);
    expect((await read(n, owner)).body.order).toMatchObject({ paymentStatus: 'paid', refunds: [] });
    expect(await refund(owner)).toMatchObject({ status: 200, body: { order: { paymentStatus: 'partly_refunded' } } });
  });
});
