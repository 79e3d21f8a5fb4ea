// One set of problem codes: the database's catalogue (private.problem_catalogue) is the list in
// lib/errors/database-codes.ts; every code a function in public or private can raise is in it; and
// quote_order and place_order, which price a cart with the same function (private.price_cart),
// report each problem they share with the same code, message and context.
import { DATABASE_PROBLEM_CODES as PROBLEM_CODES } from '@/lib/errors/database-codes';
import { contact, createVariant, placeOrderArgs } from '../fixtures/db/orders';
import { ANON, type Caller, createUser, errorOf, rpcAs, setUpMigratedDatabase } from '../fixtures/db/sql';

const t = setUpMigratedDatabase();

async function catalogue() {
  return (await t.db.query<{ code: string; message: string | null }>('select code, message from private.problem_catalogue()')).rows;
}

async function functionSources() {
  return (
    await t.db.query<{ name: string; source: string }>(`
      select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as name, p.prosrc as source
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private') and p.prokind = 'f'`)
  ).rows;
}

const literals = (source: string, pattern: RegExp) => [...source.matchAll(pattern)].map((m) => m[1]!);
const FAIL = /private\.fail\(\s*'([a-z_]+)'/g;
const PROBLEM = /private\.problem\(\s*'([a-z_]+)'/g;
const DETAIL = /detail\s*=\s*'([a-z_]+)'/g;

test('the TypeScript list of codes is the database catalogue, each code once', async () => {
  const codes = (await catalogue()).map((c) => c.code);
  expect(new Set(codes).size).toBe(codes.length);
  expect(new Set(PROBLEM_CODES).size).toBe(PROBLEM_CODES.length);
  expect([...PROBLEM_CODES].sort()).toEqual([...codes].sort());
});

test('every code a function raises or reports is in the catalogue, and every catalogued code is used', async () => {
  const known = new Map((await catalogue()).map((c) => [c.code, c.message]));
  const used = new Set<string>();
  const unknown: string[] = [];
  for (const { name, source } of await functionSources()) {
    for (const code of [...literals(source, FAIL), ...literals(source, PROBLEM), ...literals(source, DETAIL)]) {
      used.add(code);
      if (!known.has(code)) unknown.push(`${name}: ${code}`);
    }
  }
  expect(unknown).toEqual([]);
  expect([...known.keys()].filter((code) => !used.has(code))).toEqual([]);
});

test('problems built from the catalogue have its words; codes are never computed, except when raising a built problem', async () => {
  const known = new Map((await catalogue()).map((c) => [c.code, c.message]));
  const sources = await functionSources();
  const wordless = sources.flatMap(({ name, source }) =>
    literals(source, PROBLEM)
      .filter((code) => known.get(code) == null)
      .map((code) => `${name}: ${code}`),
  );
  expect(wordless).toEqual([]);
  const computed = (pattern: RegExp) =>
    sources
      .filter(({ source }) => pattern.test(source))
      .map(({ name }) => name)
      .sort();
  expect(computed(/private\.fail\(\s*[^'\s]/)).toEqual(['private.raise_problem(problem jsonb)']);
  expect(computed(/private\.problem\(\s*[^'\s]/)).toEqual([]);
  // A catalogued problem worded a second way: only in the owner console, about the variant being
  // adjusted, or the stock a corrected cancellation or return needs back, rather than a cart line.
  const reworded = sources.flatMap(({ name, source }) =>
    literals(source, FAIL)
      .filter((code) => known.get(code) != null)
      .map((code) => `${name}: ${code}`),
  );
  expect(reworded.sort()).toEqual([
    'public.admin_adjust_stock(variant_id integer, delta integer, reason text, note text): insufficient_stock',
    'public.admin_adjust_stock(variant_id integer, delta integer, reason text, note text): variant_not_found',
    'public.admin_correct_order_status(order_number text, expected_status text, reason text): insufficient_stock',
  ]);
});

test('a problem the catalogue cannot word is a programming error, not a message for shoppers', async () => {
  const error = await errorOf(() => t.db.query("select private.problem('no_such_problem')"));
  expect(error.code).toBe('XX000');
});

describe('quote_order and place_order report a shared problem with one code, message and context', () => {
  interface Problem {
    code: string;
    message: string;
    [key: string]: unknown;
  }
  interface Case {
    items: unknown;
    coupon?: string;
    city?: number;
    shipping?: string;
    caller?: () => Promise<Caller>;
  }

  async function both(code: string, c: Case) {
    const caller = c.caller ? await c.caller() : ANON;
    const city = c.city ?? 1;
    const quote = await rpcAs<{ problems: Problem[] }>(t.db, caller, 'quote_order', {
      items: c.items,
      coupon_code: c.coupon ?? null,
      city_id: city,
      shipping_method: c.shipping ?? 'leopard',
    });
    const error = await errorOf(() =>
      rpcAs(
        t.db,
        caller,
        'place_order',
        placeOrderArgs(c.items, {
          coupon_code: c.coupon ?? null,
          contact: contact({ city_id: city }),
          shipping_method: c.shipping ?? 'leopard',
        }),
      ),
    );
    const reported = quote.problems.find((p) => p.code === code);
    expect(reported).toBeDefined();
    const { code: _code, message, ...context } = reported!;
    expect({ code: error.detail, message: error.message, context: JSON.parse(error.hint ?? '{}') as unknown }).toEqual({
      code,
      message,
      context,
    });
    return message;
  }

  test.each([
    ['variant_not_found', { items: [{ variant_id: 987654, quantity: 1 }] }, 'A product in your cart is no longer sold.'],
    ['variant_inactive', { items: [{ variant_id: 281, quantity: 1 }] }, 'A product in your cart is no longer available.'],
    ['out_of_stock', { items: [{ variant_id: 101, quantity: 1 }] }, expect.stringMatching(/^.+ \(.+\) is out of stock\.$/)],
    ['insufficient_stock', { items: [{ variant_id: 121, quantity: 16 }] }, expect.stringMatching(/^Only 15 of .+ \(.+\) left in stock\.$/)],
    ['coupon_not_found', { items: [{ variant_id: 13, quantity: 2 }], coupon: 'NOPE' }, 'This coupon code is not valid.'],
    ['city_not_found', { items: [{ variant_id: 11, quantity: 1 }], city: 999999 }, expect.any(String)],
    [
      'shipping_method_unavailable',
      { items: [{ variant_id: 11, quantity: 1 }], shipping: 'camel' },
      'This shipping method is not available.',
    ],
    [
      'shipping_unavailable_for_city',
      { items: [{ variant_id: 11, quantity: 1 }], shipping: 'pickup', city: 29 },
      'This shipping method does not deliver to the chosen city.',
    ],
  ] as [string, Case, unknown][])('%s', async (code, c, words) => {
    expect(await both(code, c)).toEqual(words);
  });

  // A live coupon that does not apply is answered as an unknown code (issue 31 §5).
  test('coupons expired, under their minimum, switched off, not started or used up', async () => {
    await t.db.query(`insert into public.coupons (code, type, discount_amount, is_active, starts_at, usage_limit, used_count) values
      ('PARITYOFF', 'fixed', 100, false, null, null, 0), ('PARITYLATER', 'fixed', 100, true, '2999-01-01', null, 0),
      ('PARITYGONE', 'fixed', 100, true, null, 1, 1)`);
    const items = [{ variant_id: 13, quantity: 2 }];
    for (const c of [
      { items, coupon: 'EID2025' },
      { items: [{ variant_id: 11, quantity: 1 }], coupon: 'WELCOME300' },
      { items, coupon: 'PARITYOFF' },
      { items, coupon: 'PARITYLATER' },
      { items, coupon: 'PARITYGONE' },
    ])
      expect(await both('coupon_not_found', c)).toBe('This coupon code is not valid.');
  });

  test('a coupon the customer has already used', async () => {
    const user = await createUser(t.db);
    const variant = await createVariant(t.db, { stock: 10, price: 3000 });
    await rpcAs(t.db, user, 'place_order', placeOrderArgs([{ variant_id: variant, quantity: 1 }], { coupon_code: 'WELCOME300' }));
    expect(
      await both('coupon_not_found', {
        items: [{ variant_id: variant, quantity: 1 }],
        coupon: 'WELCOME300',
        caller: async () => user,
      }),
    ).toBe('This coupon code is not valid.');
  });

  test('a parcel too heavy for the method', async () => {
    await t.db.query(
      `insert into public.shipping_methods (id, name, estimated_days_min, estimated_days_max, extra_fee_per_kg) values ('parity_light', 'Light parcels', 1, 2, null)`,
    );
    await t.db.query(
      `insert into public.shipping_rates (shipping_method_id, zone, max_weight_grams, fee) values ('parity_light', 'local', 500, 100)`,
    );
    expect(await both('too_heavy', { items: [{ variant_id: 13, quantity: 1 }], shipping: 'parity_light' })).toBe(
      'This order is too heavy for the chosen shipping method.',
    );
  });
});
