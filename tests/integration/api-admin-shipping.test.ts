/**
 * The owner's shipping screen against the real embedded backend: admins only; a method's fields, a
 * zone's weight bands (replaced at once) and a city's zone and flags, each with clear refusals that
 * change nothing; the preview answers with checkout's own fee, and checkout's next quote uses a
 * changed fee.
 */
import { POST as cityRoute } from '@/app/api/admin/shipping/cities/[id]/route';
import { POST as ratesRoute } from '@/app/api/admin/shipping/methods/[id]/rates/route';
import { POST as methodRoute } from '@/app/api/admin/shipping/methods/[id]/route';
import { POST as tariffRoute } from '@/app/api/admin/shipping/tariffs/[courier]/route';
import { GET as previewRoute } from '@/app/api/admin/shipping/quote/route';
import { POST as quoteRoute } from '@/app/api/checkout/quote/route';
import { COURIER_NOT_FOUND, SHIPPING_CITY_NOT_FOUND, SHIPPING_METHOD_NOT_FOUND, TARIFF_NEEDS_COURIER } from '@/lib/shipping/messages';
import { SHIPPING_MESSAGES } from '@/lib/shipping/schema';
import type { ShippingPreview } from '@/lib/shipping/types';
import { ADMINS_ONLY } from '@/lib/http/messages';
import { jarOf, signedUp, setUpAdminConsole, withParams, type As } from './admin-support';
import { call } from './api-support';

const revalidateTag = jest.fn();
jest.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));

const shop = setUpAdminConsole();
let serial = 0;
beforeEach(() => revalidateTag.mockClear());

type Answer = { ok: boolean; message?: string; fieldErrors?: Record<string, string>; preview?: ShippingPreview };

/** A method of its own per test, so tests never depend on each other's fees. */
async function freshMethod(): Promise<string> {
  const id = `m${Date.now().toString(36)}${(serial += 1)}`;
  const { error } = await shop.service
    .from('shipping_methods')
    .insert({ id, name: 'Test courier', estimated_days_min: 1, estimated_days_max: 3, remote_area_surcharge: 100, extra_fee_per_kg: 50 });
  if (error) throw error;
  await shop.service.from('shipping_rates').insert([
    { shipping_method_id: id, zone: 'local', max_weight_grams: 1000, fee: 200 },
    { shipping_method_id: id, zone: 'regional', max_weight_grams: 1000, fee: 300 },
  ]);
  return id;
}

async function freshCity(overrides: Record<string, unknown> = {}): Promise<number> {
  const { data, error } = await shop.service
    .from('cities')
    .insert({
      city_name: `Testabad ${Date.now().toString(36)}${(serial += 1)}`,
      province: 'Gilgit-Baltistan',
      shipping_zone: 'local',
      ...overrides,
    })
    .select('id')
    .single();
  if (error) throw error;
  return (data as { id: number }).id;
}

const methodBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Test courier',
  description: 'A courier for tests.',
  estimatedDaysMin: 1,
  estimatedDaysMax: 3,
  extraFeePerKg: 50,
  remoteAreaSurcharge: 100,
  freeShippingMinSubtotal: null,
  supportsCod: true,
  trackingUrlTemplate: 'https://example.com/track/{tracking_number}',
  isActive: true,
  ...overrides,
});
const saveMethod = (id: string, body: unknown, as: As = shop.admin) =>
  call<Answer>(withParams(methodRoute, { id }), `/api/admin/shipping/methods/${id}`, { method: 'POST', body, jar: jarOf(as) });
const saveRates = (id: string, body: unknown, as: As = shop.admin) =>
  call<Answer>(withParams(ratesRoute, { id }), `/api/admin/shipping/methods/${id}/rates`, { method: 'POST', body, jar: jarOf(as) });
const saveCity = (id: number | string, body: unknown, as: As = shop.admin) =>
  call<Answer>(withParams(cityRoute, { id: String(id) }), `/api/admin/shipping/cities/${id}`, { method: 'POST', body, jar: jarOf(as) });
const saveTariff = (courier: string, body: unknown, as: As = shop.admin) =>
  call<Answer>(withParams(tariffRoute, { courier }), `/api/admin/shipping/tariffs/${courier}`, { method: 'POST', body, jar: jarOf(as) });
const preview = (search: string, as: As = shop.admin) =>
  call<Answer>(previewRoute, `/api/admin/shipping/quote${search}`, { jar: jarOf(as) });
const checkoutFee = async (method: string, cityId: number) =>
  (
    await call<{ quote: { shippingFee: number | null } }>(quoteRoute, '/api/checkout/quote', {
      method: 'POST',
      body: { items: [{ variantId: 12, quantity: 1 }], cityId, shippingMethod: method },
    })
  ).body.quote.shippingFee;

async function bandsOf(method: string, zone: string) {
  const { data } = await shop.service
    .from('shipping_rates')
    .select('max_weight_grams, fee')
    .eq('shipping_method_id', method)
    .eq('zone', zone)
    .order('max_weight_grams');
  return data;
}

test('a guest gets 401 and a shopper 403 on every route; nothing changes', async () => {
  const method = await freshMethod();
  const city = await freshCity();
  const shopper = (await signedUp()).jar;
  for (const as of ['guest', shopper] as const) {
    const expected = as === 'guest' ? { status: 401 } : { status: 403, body: { message: ADMINS_ONLY } };
    expect(await saveMethod(method, methodBody({ remoteAreaSurcharge: 1 }), as)).toMatchObject(expected);
    expect(await saveRates(method, { zone: 'local', bands: [] }, as)).toMatchObject(expected);
    expect(await saveCity(city, { zone: 'national', isRemote: true, codAvailable: false, isActive: false }, as)).toMatchObject(expected);
    expect(await preview(`?cityId=${city}&weightGrams=500`, as)).toMatchObject(expected);
  }
  expect(await bandsOf(method, 'local')).toEqual([{ max_weight_grams: 1000, fee: 200 }]);
  expect((await shop.service.from('shipping_methods').select('remote_area_surcharge').eq('id', method).single()).data).toEqual({
    remote_area_surcharge: 100,
  });
  expect((await shop.service.from('cities').select('shipping_zone, is_active').eq('id', city).single()).data).toEqual({
    shipping_zone: 'local',
    is_active: true,
  });
});

test('a changed weight band is what checkout charges next, and the preview says the same', async () => {
  const method = await freshMethod();
  const city = await freshCity();
  expect(await checkoutFee(method, city)).toBe(200);
  expect(
    await saveRates(method, {
      zone: 'local',
      bands: [
        { maxWeightGrams: 2000, fee: 260 },
        { maxWeightGrams: 500, fee: 120 },
      ],
    }),
  ).toMatchObject({
    status: 200,
    body: { message: 'Test courier: Local (Gilgit) rates saved. Checkout uses them from now on.' },
  });
  expect(await bandsOf(method, 'local')).toEqual([
    { max_weight_grams: 500, fee: 120 },
    { max_weight_grams: 2000, fee: 260 },
  ]);
  expect(await checkoutFee(method, city)).toBe(120); // one 500 g bag: the new lightest band
  const answer = await preview(`?cityId=${city}&weightGrams=400`);
  expect(answer.status).toBe(200);
  expect(answer.body.preview!.methods.find((m) => m.method === method)).toMatchObject({
    available: true,
    fee: 120,
    baseFee: 120,
    remoteAreaSurcharge: 0,
    codAvailable: true,
  });
});

test('bands are refused with a clear message when odd, and the zone keeps its bands', async () => {
  const method = await freshMethod();
  const cases: [unknown, string][] = [
    [{ zone: 'moon', bands: [] }, SHIPPING_MESSAGES.zone],
    [{ zone: 'local', bands: [{ maxWeightGrams: 0, fee: 10 }] }, SHIPPING_MESSAGES.bandWeight],
    [{ zone: 'local', bands: [{ maxWeightGrams: 100, fee: -1 }] }, SHIPPING_MESSAGES.bandFee],
    [{ zone: 'local', bands: [{ maxWeightGrams: 100, fee: 1.5 }] }, SHIPPING_MESSAGES.bandFee],
    [
      {
        zone: 'local',
        bands: [
          { maxWeightGrams: 100, fee: 1 },
          { maxWeightGrams: 100, fee: 2 },
        ],
      },
      SHIPPING_MESSAGES.bandsDistinct,
    ],
    [{ zone: 'local', bands: Array.from({ length: 21 }, (_, i) => ({ maxWeightGrams: i + 1, fee: 1 })) }, SHIPPING_MESSAGES.bands],
  ];
  for (const [body, message] of cases) {
    const answer = await saveRates(method, body);
    expect({ body, status: answer.status, message: answer.body.message }).toEqual({ body, status: 400, message });
  }
  expect(await saveRates('nosuch', { zone: 'local', bands: [] })).toMatchObject({
    status: 404,
    body: { message: SHIPPING_METHOD_NOT_FOUND },
  });
  expect(await saveRates('Bad-Id!', { zone: 'local', bands: [] })).toMatchObject({ status: 404 });
  expect(await bandsOf(method, 'local')).toEqual([{ max_weight_grams: 1000, fee: 200 }]);

  expect(await saveRates(method, { zone: 'regional', bands: [] })).toMatchObject({ status: 200 });
  expect(await bandsOf(method, 'regional')).toEqual([]);
});

test('a method’s fields: surcharge, free shipping and COD show in the preview; odd values are refused', async () => {
  const method = await freshMethod();
  const remote = await freshCity({ is_remote: true, cod_available: true });
  expect(
    await saveMethod(
      method,
      methodBody({ name: 'Renamed courier', remoteAreaSurcharge: 175, supportsCod: false, freeShippingMinSubtotal: 5000 }),
    ),
  ).toMatchObject({
    status: 200,
    body: { message: 'Renamed courier saved: checkout uses it from now on.' },
  });
  // The pages that describe delivery (terms, checkout) are regenerated with the new fields.
  expect(revalidateTag).toHaveBeenCalledWith('shipping', { expire: 0 });
  const quoteOf = async (search: string) => (await preview(search)).body.preview!.methods.find((m) => m.method === method);
  expect(await quoteOf(`?cityId=${remote}&weightGrams=900`)).toMatchObject({
    name: 'Renamed courier',
    baseFee: 200,
    remoteAreaSurcharge: 175,
    fee: 375,
    codAvailable: false,
  });
  expect(await quoteOf(`?cityId=${remote}&weightGrams=900&subtotal=5000`)).toMatchObject({
    baseFee: 0,
    remoteAreaSurcharge: 175,
    fee: 175,
  });
  expect(await quoteOf(`?cityId=${remote}&weightGrams=2500`)).toMatchObject({ baseFee: 200 + 2 * 50 });
  expect(await saveMethod(method, methodBody({ extraFeePerKg: null }))).toMatchObject({ status: 200 });
  expect(await quoteOf(`?cityId=${remote}&weightGrams=2500`)).toMatchObject({
    available: false,
    fee: null,
    message: 'This order is too heavy for the chosen shipping method.',
  });

  const cases: [Record<string, unknown>, string, string][] = [
    [{ name: 'x' }, 'name', SHIPPING_MESSAGES.name],
    [{ estimatedDaysMin: 4, estimatedDaysMax: 2 }, 'estimatedDaysMax', SHIPPING_MESSAGES.daysMax],
    [{ remoteAreaSurcharge: -5 }, 'remoteAreaSurcharge', SHIPPING_MESSAGES.surcharge],
    [{ freeShippingMinSubtotal: 0 }, 'freeShippingMinSubtotal', SHIPPING_MESSAGES.freeShipping],
    [{ trackingUrlTemplate: 'http://example.com/{tracking_number}' }, 'trackingUrlTemplate', SHIPPING_MESSAGES.trackingUrl],
    [{ trackingUrlTemplate: 'https://example.com/track' }, 'trackingUrlTemplate', SHIPPING_MESSAGES.trackingUrl],
    [{ supportsCod: 'yes' }, 'supportsCod', SHIPPING_MESSAGES.flag],
  ];
  revalidateTag.mockClear();
  for (const [overrides, field, message] of cases) {
    const answer = await saveMethod(method, methodBody(overrides));
    expect({ overrides, status: answer.status, field: answer.body.fieldErrors?.[field] }).toEqual({
      overrides,
      status: 400,
      field: message,
    });
  }
  expect(revalidateTag).not.toHaveBeenCalled();
  expect((await shop.service.from('shipping_methods').select('name, estimated_days_max').eq('id', method).single()).data).toEqual({
    name: 'Test courier',
    estimated_days_max: 3,
  });
  expect(await saveMethod('nosuch', methodBody())).toMatchObject({ status: 404, body: { message: SHIPPING_METHOD_NOT_FOUND } });
});

test('a city’s zone and flags: checkout follows its new zone; an unknown city is a 404', async () => {
  const method = await freshMethod();
  const city = await freshCity();
  expect(await checkoutFee(method, city)).toBe(200);
  expect(await saveCity(city, { zone: 'regional', isRemote: true, codAvailable: false, isActive: true })).toMatchObject({ status: 200 });
  expect(await checkoutFee(method, city)).toBe(300 + 100);
  const answer = await preview(`?cityId=${city}&weightGrams=100`);
  expect(answer.body.preview!.city).toMatchObject({ id: city, zone: 'regional', isRemote: true, codAvailable: false });
  expect(answer.body.preview!.methods.find((m) => m.method === method)).toMatchObject({ fee: 400, codAvailable: false });

  expect(await saveCity(city, { zone: 'space', isRemote: true, codAvailable: false, isActive: true })).toMatchObject({
    status: 400,
    body: { message: SHIPPING_MESSAGES.zone },
  });
  expect(await saveCity(city, { zone: 'local' })).toMatchObject({ status: 400 });
  expect(await saveCity(999_999, { zone: 'local', isRemote: false, codAvailable: true, isActive: true })).toMatchObject({
    status: 404,
    body: { message: SHIPPING_CITY_NOT_FOUND },
  });
  expect(await saveCity('abc', { zone: 'local', isRemote: false, codAvailable: true, isActive: true })).toMatchObject({ status: 404 });
  expect((await shop.service.from('cities').select('shipping_zone').eq('id', city).single()).data).toEqual({ shipping_zone: 'regional' });

  expect(await saveCity(city, { zone: 'regional', isRemote: true, codAvailable: false, isActive: false })).toMatchObject({ status: 200 });
  expect(await preview(`?cityId=${city}&weightGrams=100`)).toMatchObject({ status: 400, body: { message: 'Choose an active city.' } });
});

test('the preview refuses odd questions with a clear message', async () => {
  expect(await preview('?cityId=1&weightGrams=0')).toMatchObject({ status: 400, body: { message: SHIPPING_MESSAGES.weight } });
  expect(await preview('?cityId=1&weightGrams=abc')).toMatchObject({ status: 400, body: { message: SHIPPING_MESSAGES.weight } });
  expect(await preview('?weightGrams=100')).toMatchObject({ status: 400, body: { message: SHIPPING_MESSAGES.cityId } });
  expect(await preview('?cityId=1&weightGrams=100&subtotal=-3')).toMatchObject({
    status: 400,
    body: { message: SHIPPING_MESSAGES.subtotal },
  });
  expect(await preview('?cityId=999999&weightGrams=100')).toMatchObject({ status: 400, body: { message: 'Choose an active city.' } });
  const gilgit = await preview('?cityId=1&weightGrams=400&subtotal=');
  expect(gilgit.body.preview).toMatchObject({ city: { name: 'Gilgit', zone: 'local' }, weightGrams: 400, subtotal: 0 });
  expect(gilgit.body.preview!.methods.find((m) => m.method === 'leopard')).toMatchObject({ fee: 150, available: true, codAvailable: true });
});

describe('a method’s fee from its courier’s tariff', () => {
  const tariffRow = async () =>
    (
      await shop.service
        .from('courier_tariffs')
        .select('extra_fee_per_kg, volumetric_divisor')
        .eq('courier', 'leopards')
        .eq('zone', 'local')
        .single()
    ).data!;
  const tariffBands = async () =>
    (
      await shop.service
        .from('courier_tariff_rates')
        .select('max_weight_grams, fee')
        .eq('courier', 'leopards')
        .eq('zone', 'local')
        .order('max_weight_grams')
    ).data!;
  let original: {
    row: { extra_fee_per_kg: number | null; volumetric_divisor: number };
    bands: { max_weight_grams: number; fee: number }[];
  };
  beforeAll(async () => {
    original = { row: await tariffRow(), bands: await tariffBands() };
  });
  afterAll(async () => {
    await saveTariff('leopards', {
      zone: 'local',
      bands: original.bands.map((band) => ({ maxWeightGrams: band.max_weight_grams, fee: band.fee })),
      extraFeePerKg: original.row.extra_fee_per_kg,
      volumetricDivisor: original.row.volumetric_divisor,
    });
  });

  test('the owner saves a tariff zone; a method booked with that courier charges by it at checkout and in the preview', async () => {
    const method = await freshMethod();
    const city = await freshCity();
    expect(await saveMethod(method, methodBody({ feeFrom: 'courier_tariff' }))).toMatchObject({
      status: 400,
      body: { message: TARIFF_NEEDS_COURIER },
    });
    await shop.service.from('shipping_methods').update({ courier: 'leopards' }).eq('id', method);
    expect(
      await saveTariff('leopards', {
        zone: 'local',
        bands: [
          { maxWeightGrams: 1000, fee: 111 },
          { maxWeightGrams: 3000, fee: 333 },
        ],
        extraFeePerKg: 40,
        volumetricDivisor: 5000,
      }),
    ).toMatchObject({
      status: 200,
      body: { message: 'Leopards Courier: Local (Gilgit) tariff saved. Methods that take their fee from it use it from now on.' },
    });
    expect(await tariffBands()).toEqual([
      { max_weight_grams: 1000, fee: 111 },
      { max_weight_grams: 3000, fee: 333 },
    ]);
    expect(await checkoutFee(method, city)).toBe(200); // still its own bands
    expect(await saveMethod(method, methodBody({ feeFrom: 'courier_tariff' }))).toMatchObject({ status: 200 });
    expect(await checkoutFee(method, city)).toBe(111);

    const answer = await preview(`?cityId=${city}&weightGrams=500&volumeCm3=10000`);
    expect(answer.body.preview).toMatchObject({ weightGrams: 500, volumeCm3: 10000 });
    expect(answer.body.preview!.methods.find((m) => m.method === method)).toMatchObject({
      feeFrom: 'courier_tariff',
      chargeableWeightGrams: 2000,
      fee: 333,
    });
    expect(await saveMethod(method, methodBody())).toMatchObject({ status: 200 }); // feeFrom left out: unchanged
    expect(await checkoutFee(method, city)).toBe(111);
  });

  test('odd tariffs, unknown couriers and callers other than the owner are refused; the tariff stays', async () => {
    const before = await tariffBands();
    const shopper = (await signedUp()).jar;
    const body = { zone: 'local', bands: [{ maxWeightGrams: 500, fee: 1 }], extraFeePerKg: null, volumetricDivisor: 5000 };
    expect(await saveTariff('leopards', body, 'guest')).toMatchObject({ status: 401 });
    expect(await saveTariff('leopards', body, shopper)).toMatchObject({ status: 403, body: { message: ADMINS_ONLY } });
    expect(await saveTariff('tcs', body)).toMatchObject({ status: 404, body: { message: COURIER_NOT_FOUND } });
    expect(await saveTariff('leopards', { ...body, volumetricDivisor: 12 })).toMatchObject({
      status: 400,
      body: { fieldErrors: { volumetricDivisor: SHIPPING_MESSAGES.volumetricDivisor } },
    });
    expect(
      await saveTariff('leopards', {
        ...body,
        bands: [
          { maxWeightGrams: 500, fee: 1 },
          { maxWeightGrams: 500, fee: 2 },
        ],
      }),
    ).toMatchObject({ status: 400, body: { fieldErrors: { bands: SHIPPING_MESSAGES.bandsDistinct } } });
    expect(await tariffBands()).toEqual(before);
  });
});
