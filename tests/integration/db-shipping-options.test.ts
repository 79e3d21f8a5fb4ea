// quote_shipping_options, the checkout's shipping step in one call, against quote_order asked once per
// method (what the shop did before): for every city of the seed (and no city, and an unknown one),
// carts light and heavy, with and without a coupon, each active method's option is exactly
// quote_order's `shipping` for that method, with the method's description and pick-up flag, and
// whether quote_order applied the coupon (null without one).
import { createVariant } from '../fixtures/db/orders';
import { ANON, queryAs, setUpMigratedDatabase } from '../fixtures/db/sql';

const t = setUpMigratedDatabase(4);
let light: number;
let heavy: number;
beforeAll(async () => {
  light = await createVariant(t.db, { stock: 1000, price: 900, grams: 500 });
  heavy = await createVariant(t.db, { stock: 1000, price: 1000, grams: 1000 });
});

interface Comparison {
  city_id: number | null;
  options: unknown[];
  per_method: unknown[];
}

/** Both answers for every city, as a guest: the one call, and quote_order per active method in the methods' order. */
function compareEveryCity(items: unknown, couponCode: string | null): Promise<Comparison[]> {
  return queryAs<Comparison>(
    t.db,
    ANON,
    `select c.id as city_id,
            public.quote_shipping_options($1::jsonb, $2, c.id) as options,
            coalesce((select jsonb_agg((q.quote -> 'shipping')
                                       || jsonb_build_object('description', m.description, 'collected_at_shop', m.collected_at_shop,
                                                             'coupon_applied', (q.quote -> 'coupon' ->> 'valid')::boolean)
                                       order by m.sort_order, m.id)
                        from public.shipping_methods m
                       cross join lateral (select public.quote_order($1::jsonb, m.id, $2, c.id) as quote) q
                       where m.is_active), '[]'::jsonb) as per_method
       from (select id from public.cities where is_active union all select null union all select 999999) c (id)
      order by c.id nulls first`,
    [JSON.stringify(items), couponCode],
  );
}

test.each([
  ['a light cart', () => [{ variant_id: light, quantity: 1 }], null],
  ['a light cart with a coupon it does not reach', () => [{ variant_id: light, quantity: 1 }], 'gilgit10'],
  ['a 12 kg cart past the heaviest band and the free-delivery threshold', () => [{ variant_id: heavy, quantity: 12 }], null],
  ['a 12 kg cart with a discount', () => [{ variant_id: heavy, quantity: 12 }], 'GILGIT10'],
  [
    'a cart with a line that is not sold',
    () => [
      { variant_id: light, quantity: 2 },
      { variant_id: 999999, quantity: 1 },
    ],
    null,
  ],
] as const)('%s: one call agrees with quote_order for every method and city', async (_name, items, coupon) => {
  const rows = await compareEveryCity(items(), coupon);
  expect(rows.length).toBeGreaterThan(200);
  for (const row of rows) {
    expect(row.options).toHaveLength(4);
    expect({ city: row.city_id, options: row.options }).toEqual({ city: row.city_id, options: row.per_method });
  }
  const fees = new Set(rows.flatMap((row) => (row.options as { fee: number | null }[]).map((option) => option.fee)));
  expect(fees.size).toBeGreaterThan(3);
});

test('a switched-off method is left out, and a bad cart is refused as quote_order refuses it', async () => {
  await t.db.query("update public.shipping_methods set is_active = false where id = 'tcs'");
  try {
    const [row] = await compareEveryCity([{ variant_id: light, quantity: 1 }], null);
    expect((row!.options as { method: string }[]).map((option) => option.method)).toEqual(['leopard', 'postex', 'pickup']);
    expect(row!.options).toEqual(row!.per_method);
  } finally {
    await t.db.query("update public.shipping_methods set is_active = true where id = 'tcs'");
  }
  const refusal = (call: string) =>
    queryAs(t.db, ANON, `select public.${call} as answer`, [JSON.stringify([{ variant_id: light, quantity: 101 }])]).catch(
      (error: { code: string; message: string; detail: string }) => ({ code: error.code, message: error.message, detail: error.detail }),
    );
  const shippingOptions = await refusal('quote_shipping_options($1::jsonb)');
  expect(shippingOptions).toMatchObject({ code: 'P0001', detail: 'invalid_quantity' });
  expect(shippingOptions).toEqual(await refusal('quote_order($1::jsonb)'));
});
