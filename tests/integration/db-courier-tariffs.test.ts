// A shipping method's fee from its courier's tariff (issue 28 §6): the zone's band by chargeable
// weight (the heavier of actual and volumetric weight), the tariff's per-kg fee above its heaviest
// band, the method's own free-delivery threshold and remote surcharge on top; the tariff saved by
// the owner only, in one piece, with clear words for bad input.
import { createVariant } from '../fixtures/db/orders';
import { ANON, createUser, errorOf, queryAs, rpcAs, setUpMigratedDatabase, type UserCaller } from '../fixtures/db/sql';

const t = setUpMigratedDatabase(2);
const ISLAMABAD = 28; // national zone
const ALIABAD = 6; // regional zone
const SHIMSHAL = 10; // regional, remote
let owner: UserCaller;
let staff: UserCaller;
let dense: number; // 1 kg in a 28 × 20 × 7 cm pouch: 784 g by volume
let bulky: number; // 500 g in a 30 × 20 × 15 cm box: 1,800 g by volume
let unsized: number;

interface Shipping {
  fee: number | null;
  base_fee: number | null;
  fee_from: string;
  chargeable_weight_grams: number;
  available: boolean;
  problem: string | null;
  message: string | null;
}

async function sized(grams: number, size: [number, number, number] | null): Promise<number> {
  const id = await createVariant(t.db, { stock: 1000, price: 1000, grams });
  if (size) {
    await t.db.query('update public.product_variants set length_cm = $2, width_cm = $3, height_cm = $4 where id = $1', [id, ...size]);
  }
  return id;
}

const quote = async (lines: [number, number][], city: number | null, method = 'postex') =>
  (
    await rpcAs<{ shipping: Shipping }>(t.db, ANON, 'quote_order', {
      items: lines.map(([variant_id, quantity]) => ({ variant_id, quantity })),
      shipping_method: method,
      city_id: city,
    })
  ).shipping;

const tariffOf = (courier: string) =>
  queryAs<{ zone: string; extra_fee_per_kg: number | null; volumetric_divisor: number; bands: unknown }>(
    t.db,
    owner,
    `select t.zone, t.extra_fee_per_kg, t.volumetric_divisor,
            (select jsonb_agg(jsonb_build_array(r.max_weight_grams, r.fee) order by r.max_weight_grams)
               from public.courier_tariff_rates r where r.courier = t.courier and r.zone = t.zone) as bands
       from public.courier_tariffs t where t.courier = $1 order by t.zone`,
    [courier],
  );

beforeAll(async () => {
  owner = await createUser(t.db, { admin: true });
  staff = await createUser(t.db, { staff: true });
  dense = await sized(1000, [28, 20, 7]);
  bulky = await sized(500, [30, 20, 15]);
  unsized = await sized(500, null);
  await t.db.query("update public.shipping_methods set fee_from = 'courier_tariff' where id = 'postex'");
});

describe('the fee from the courier tariff', () => {
  test('a dense parcel pays by its actual weight: PostEx national, up to 1 kg', async () => {
    expect(await quote([[dense, 1]], ISLAMABAD)).toMatchObject({ fee_from: 'courier_tariff', chargeable_weight_grams: 1000, fee: 300 });
  });

  test('a parcel light for its size pays by volume; on the hand-entered rates it pays by weight', async () => {
    expect(await quote([[bulky, 1]], ISLAMABAD)).toMatchObject({ chargeable_weight_grams: 1800, fee: 560 });
    expect(await quote([[bulky, 1]], ISLAMABAD, 'leopard')).toMatchObject({ fee_from: 'rates', chargeable_weight_grams: 500, fee: 280 });
    expect(await quote([[unsized, 1]], ISLAMABAD)).toMatchObject({ chargeable_weight_grams: 500, fee: 240 });
  });

  test('volumes add up over the lines and their quantities', async () => {
    // 2 × 9,000 + 3,920 cm³ = 21,920 cm³ → 4,384 g by volume, against 2,000 g of goods: 560 + 2 started kg × 150.
    expect(
      await quote(
        [
          [bulky, 2],
          [dense, 1],
        ],
        ISLAMABAD,
      ),
    ).toMatchObject({ chargeable_weight_grams: 4384, fee: 860 });
  });

  test('above the heaviest band each started kilogram costs the tariff fee; the remote surcharge is the method’s', async () => {
    expect(await quote([[dense, 5]], ALIABAD)).toMatchObject({ chargeable_weight_grams: 5000, fee: 400 + 2 * 100 });
    const remote = await quote([[dense, 1]], SHIMSHAL);
    expect(remote).toMatchObject({ base_fee: 260, fee: 260 + 150 });
  });

  test('the method’s free-delivery threshold still applies', async () => {
    await t.db.query("update public.shipping_methods set free_shipping_min_subtotal = 5000 where id = 'postex'");
    try {
      expect(await quote([[dense, 5]], ISLAMABAD)).toMatchObject({ fee: 0 });
    } finally {
      await t.db.query("update public.shipping_methods set free_shipping_min_subtotal = null where id = 'postex'");
    }
  });

  test('the console preview prices a size as checkout does', async () => {
    const preview = await rpcAs<{ methods: Shipping[] }>(t.db, owner, 'admin_shipping_preview', {
      city_id: ISLAMABAD,
      weight_grams: 500,
      volume_cm3: 9000,
    });
    expect(preview.methods.find((m) => m.fee_from === 'courier_tariff')).toMatchObject({ chargeable_weight_grams: 1800, fee: 560 });
    expect(
      await errorOf(() => rpcAs(t.db, owner, 'admin_shipping_preview', { city_id: ISLAMABAD, weight_grams: 500, volume_cm3: -1 })),
    ).toMatchObject({
      detail: 'invalid_input',
    });
  });

  test('a method needs a courier to take its fee from a tariff', async () => {
    expect(
      await errorOf(() => t.db.query("update public.shipping_methods set fee_from = 'courier_tariff' where id = 'tcs'")),
    ).toMatchObject({
      code: '23514',
    });
  });
});

describe('admin_save_courier_tariff', () => {
  test('the owner replaces a zone at once; a zone without bands is not delivered to', async () => {
    const saved = await rpcAs(t.db, owner, 'admin_save_courier_tariff', {
      courier: 'postex',
      zone: 'regional',
      bands: [
        { max_weight_grams: 2000, fee: 300 },
        { max_weight_grams: 1000, fee: 240 },
      ],
      extra_fee_per_kg: null,
      volumetric_divisor: 6000,
    });
    expect(saved).toBe(2);
    expect((await tariffOf('postex')).find((row) => row.zone === 'regional')).toEqual({
      zone: 'regional',
      extra_fee_per_kg: null,
      volumetric_divisor: 6000,
      bands: [
        [1000, 240],
        [2000, 300],
      ],
    });
    // 9,000 cm³ ÷ 6,000 = 1.5 kg; nothing above 2 kg without a per-kg fee.
    expect(await quote([[bulky, 1]], ALIABAD)).toMatchObject({ chargeable_weight_grams: 1500, fee: 300 });
    expect(await quote([[dense, 3]], ALIABAD)).toMatchObject({ available: false, problem: 'too_heavy', fee: null });

    expect(await rpcAs(t.db, owner, 'admin_save_courier_tariff', { courier: 'postex', zone: 'regional', bands: [] })).toBe(0);
    expect((await tariffOf('postex')).map((row) => row.zone)).toEqual(['local', 'national']);
    expect(await quote([[dense, 1]], ALIABAD)).toMatchObject({ available: false, problem: 'shipping_unavailable_for_city' });
  });

  test.each([
    ['an unknown courier', { courier: 'tcs', zone: 'local', bands: [] }, 'courier', 'Choose Leopards or PostEx.'],
    ['an unknown zone', { courier: 'postex', zone: 'moon', bands: [] }, 'zone', 'Choose the local, regional or national zone.'],
    ['bands that are not a list', { courier: 'postex', zone: 'local', bands: { fee: 1 } }, 'bands', 'Give at most 20 weight bands.'],
    [
      'a fractional fee',
      { courier: 'postex', zone: 'local', bands: [{ max_weight_grams: 500, fee: 1.5 }] },
      'bands',
      'Each band needs a weight of 1 to 1,000,000 g and a fee of Rs. 0 to Rs. 100,000, in whole numbers.',
    ],
    [
      'two bands of one weight',
      {
        courier: 'postex',
        zone: 'local',
        bands: [
          { max_weight_grams: 500, fee: 1 },
          { max_weight_grams: 500, fee: 2 },
        ],
      },
      'bands',
      'Two bands have the same weight.',
    ],
    [
      'a negative per-kg fee',
      { courier: 'postex', zone: 'local', bands: [], extra_fee_per_kg: -5 },
      'extra_fee_per_kg',
      'The fee per extra kg is Rs. 0 to Rs. 100,000, or empty.',
    ],
    [
      'a divisor out of range',
      { courier: 'postex', zone: 'local', bands: [], volumetric_divisor: 50 },
      'volumetric_divisor',
      'The volumetric divisor is between 1,000 and 10,000 (most couriers use 5,000).',
    ],
  ])('%s is refused with clear words and changes nothing', async (_name, args, field, message) => {
    const before = await tariffOf('postex');
    const error = await errorOf(() => rpcAs(t.db, owner, 'admin_save_courier_tariff', args));
    expect(error).toMatchObject({ detail: 'invalid_input', message });
    expect(JSON.parse(error.hint ?? '{}')).toMatchObject({ field });
    expect(await tariffOf('postex')).toEqual(before);
  });

  test('staff and shoppers are refused', async () => {
    const shopper = await createUser(t.db);
    const args = { courier: 'postex', zone: 'local', bands: [{ max_weight_grams: 500, fee: 1 }] };
    expect(await errorOf(() => rpcAs(t.db, staff, 'admin_save_courier_tariff', args))).toMatchObject({ code: '42501' });
    expect(await errorOf(() => rpcAs(t.db, shopper, 'admin_save_courier_tariff', args))).toMatchObject({ code: '42501' });
    expect((await tariffOf('postex')).find((row) => row.zone === 'local')).toMatchObject({
      bands: [
        [500, 150],
        [1000, 180],
        [3000, 250],
      ],
    });
  });
});
