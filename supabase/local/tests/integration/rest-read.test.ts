import { JwtSigner } from '../../jwt.ts';
import { clientFor } from '../../testing/clients.ts';
import { TEST_JWT_SECRET } from '../../testing/test-backend.ts';
import { startBackendForSuite, withFixtureMigrations } from '../support/backend-suite.ts';

// Reads through the real supabase-js against the real backend, on fixture tables
// (tests/fixtures/rest-migrations). Table names are constants so the same calls can run on the shop's tables.
const T = { cities: 'rest_cities', products: 'rest_products', variants: 'rest_product_variants', bench: 'rest_bench_items' };
const signer = new JwtSigner(TEST_JWT_SECRET);
const now = () => Math.floor(Date.now() / 1000);

const suite = startBackendForSuite(withFixtureMigrations('rest-migrations'));

/** A raw request with the anon key, for status lines and headers supabase-js does not expose. */
function rest(path: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Response> {
  return fetch(`${suite.backend.url}/rest/v1${path}`, { ...init, headers: { apikey: suite.backend.anonKey, ...init.headers } });
}

describe('select and filters (contract B.2)', () => {
  /** The ids a query returns, sorted; the query must not fail. */
  const ids = async (q: PromiseLike<{ data: { id: number }[] | null; error: unknown }>) => {
    const { data, error } = await q;
    expect(error).toBeNull();
    return data!.map((r) => r.id).sort();
  };
  const p = () => suite.anon.from(T.products).select('id');

  test('the spec\'s "Load cities": id and city_name ordered by city_name', async () => {
    const { data, error, status } = await suite.anon.from(T.cities).select('id, city_name').order('city_name');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data!.map((c) => c.city_name)).toEqual(['Gilgit', 'Hunza', 'Islamabad', 'Karachi', 'Lahore', 'Skardu']);
    expect(Object.keys(data![0]!)).toEqual(['id', 'city_name']);
  });

  test('JSON comes from Postgres as text: int8 precision, numeric text form, PostgREST timestamps', async () => {
    const res = await rest(`/${T.products}?select=id,price,big_count,created_at&id=eq.1`);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const text = await res.text();
    expect(text).toContain('"big_count":9007199254740993');
    expect(text).toContain('"price":12.50');
    expect(text).toContain('"created_at":"2026-01-01T22:04:05+00:00"');
  });

  test('comparison operators, like/ilike with % and *, and repeated columns ANDed', async () => {
    expect(await ids(p().eq('product_name', 'Almonds'))).toEqual([1]);
    expect(await ids(p().neq('product_name', 'Almonds'))).toEqual([2, 3, 4]);
    expect(await ids(p().gt('price', 8))).toEqual([1, 3]);
    expect(await ids(p().gte('price', 8))).toEqual([1, 2, 3]);
    expect(await ids(p().lt('price', 8))).toEqual([4]);
    expect(await ids(p().lte('price', 8))).toEqual([2, 4]);
    expect(await ids(p().gte('price', 7).lte('price', 13))).toEqual([1, 2]);
    expect(await ids(p().like('product_name', '%nut%'))).toEqual([3]);
    expect(await ids(p().ilike('product_name', 'a*'))).toEqual([1, 2]);
    expect(await ids(p().match({ category_id: 1, is_active: true }))).toEqual([1, 3]);
  });

  test('in with quoted values, is null/true/false/not_null, not, or and and', async () => {
    expect(await ids(p().in('product_name', ['Almonds', 'Walnuts', 'a,b', 'x(y)']))).toEqual([1, 3]);
    expect(await ids(p().in('id', []))).toEqual([]);
    expect(await ids(p().is('category_id', null))).toEqual([4]);
    expect(await ids(p().not('category_id', 'is', null))).toEqual([1, 2, 3]);
    expect(await ids(p().is('is_active', true))).toEqual([1, 2, 3, 4]);
    expect(await ids(p().not('product_name', 'in', '(Almonds,Apricots)'))).toEqual([3, 4]);
    expect(await ids(p().or('id.eq.1,price.lt.7'))).toEqual([1, 4]);
    expect(await ids(p().or('id.eq.2,and(category_id.eq.1,price.gt.13)'))).toEqual([2, 3]);
    expect(await ids(p().contains('tags', ['nuts']))).toEqual([1, 3]);
    expect(await ids(p().eq('details->origin->>valley', 'Skardu'))).toEqual([2]);
  });

  test('aliases, casts and JSON paths in select', async () => {
    const { data, error } = await suite.anon
      .from(T.products)
      .select('label:product_name, price::text, valley:details->origin->>valley')
      .eq('id', 1)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ label: 'Almonds', price: '12.50', valley: 'Hunza' });
  });

  test('order: several terms, desc, nullsfirst/nullslast', async () => {
    const { data } = await suite.anon
      .from(T.products)
      .select('id')
      .order('category_id', { ascending: false, nullsFirst: true })
      .order('id');
    expect(data!.map((r) => r.id)).toEqual([4, 2, 1, 3]);
    const { data: last } = await suite.anon
      .from(T.products)
      .select('id')
      .order('category_id', { ascending: true, nullsFirst: false })
      .order('id', { ascending: false });
    expect(last!.map((r) => r.id)).toEqual([3, 1, 2, 4]);
  });

  test('RLS decides what each role reads: an inactive product is hidden from anon, not from service_role', async () => {
    const { data: forAnon } = await suite.anon.from(T.products).select('id').eq('id', 5);
    expect(forAnon).toEqual([]);
    const { data: forService } = await suite.service.from(T.products).select('id').eq('id', 5);
    expect(forService).toEqual([{ id: 5 }]);
  });
});

describe('ranges, counts and HEAD (contract B.3)', () => {
  test('range() sends offset/limit; count=exact gives 206 and Content-Range', async () => {
    const { data, count, status } = await suite.anon.from(T.products).select('id', { count: 'exact' }).order('id').range(1, 2);
    expect(data).toEqual([{ id: 2 }, { id: 3 }]);
    expect(count).toBe(4);
    expect(status).toBe(206);
    const res = await rest(`/${T.products}?select=id&order=id&offset=1&limit=2`, { headers: { Prefer: 'count=exact' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('1-2/4');
  });

  test('without a count the total is *; all rows is 200', async () => {
    const res = await rest(`/${T.products}?select=id`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('0-3/*');
    const empty = await rest(`/${T.products}?select=id&id=eq.99`, { headers: { Prefer: 'count=exact' } });
    expect(empty.headers.get('content-range')).toBe('*/0');
    expect(await empty.json()).toEqual([]);
  });

  test('the Range header works like limit/offset', async () => {
    const res = await rest(`/${T.products}?select=id&order=id`, { headers: { Range: '0-1', Prefer: 'count=exact' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('0-1/4');
    expect(await res.json()).toEqual([{ id: 1 }, { id: 2 }]);
  });

  test('an offset past the end with a count is 416 PGRST103', async () => {
    const res = await rest(`/${T.products}?select=id&offset=10`, { headers: { Prefer: 'count=exact' } });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe('*/4');
    expect(await res.json()).toMatchObject({ code: 'PGRST103', message: 'Requested range not satisfiable' });
  });

  test('HEAD with count=exact: empty body, the total only in Content-Range', async () => {
    const { data, count, status, error } = await suite.anon.from(T.products).select('*', { count: 'exact', head: true });
    expect(error).toBeNull();
    expect([data, count, status]).toEqual([null, 4, 200]);
    const res = await rest(`/${T.products}?select=*`, { method: 'HEAD', headers: { Prefer: 'count=exact' } });
    expect(res.headers.get('content-range')).toBe('0-3/4');
    expect(await res.text()).toBe('');
  });

  test('count=planned and count=estimated answer with a number', async () => {
    for (const mode of ['planned', 'estimated'] as const) {
      const { count, error } = await suite.anon.from(T.cities).select('id', { count: mode });
      expect(error).toBeNull();
      expect(typeof count).toBe('number');
    }
  });

  test('every read is capped at 1000 rows (db-max-rows)', async () => {
    const res = await rest(`/${T.bench}?select=id&limit=5000`, { headers: { Prefer: 'count=exact' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('0-999/1200');
    expect((await res.json()).length).toBe(1000);
    const { data } = await suite.anon.from(T.bench).select('id');
    expect(data!.length).toBe(1000);
  });
});

describe('singular responses', () => {
  test('single() returns the object; 0 or several rows are 406 PGRST116', async () => {
    const one = await suite.anon.from(T.cities).select('city_name').eq('city_name', 'Hunza').single();
    expect(one.data).toEqual({ city_name: 'Hunza' });
    const none = await suite.anon.from(T.cities).select('city_name').eq('city_name', 'Paris').single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
    });
    const many = await suite.anon.from(T.cities).select('city_name').single();
    expect(many.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 6 rows' });
    const res = await rest(`/${T.cities}?select=id&id=eq.1`, { headers: { Accept: 'application/vnd.pgrst.object+json' } });
    expect(res.headers.get('content-type')).toBe('application/vnd.pgrst.object+json; charset=utf-8');
  });

  test('maybeSingle() gets an array and turns 0 rows into null', async () => {
    const { data, error } = await suite.anon.from(T.cities).select('id').eq('city_name', 'Paris').maybeSingle();
    expect([data, error]).toEqual([null, null]);
  });
});

describe('resource embedding', () => {
  test('one-to-many embeds an array, many-to-one an object or null', async () => {
    const { data, error } = await suite.anon
      .from(T.products)
      .select(`id, product_name, ${T.variants}(price, stock_quantity), rest_categories(category_name)`)
      .in('id', [1, 4])
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        id: 1,
        product_name: 'Almonds',
        [T.variants]: [
          { price: 12.5, stock_quantity: 40 },
          { price: 45, stock_quantity: 5 },
        ],
        rest_categories: { category_name: 'Nuts' },
      },
      { id: 4, product_name: 'Mulberries', [T.variants]: [], rest_categories: null },
    ]);
  });

  test('aliases, filters, order and limit on the embedded resource; !inner filters the parent', async () => {
    const { data } = await suite.anon
      .from(T.products)
      .select(`id, variants:${T.variants}(weight, stock_quantity)`)
      .gt('variants.stock_quantity', 0)
      .order('price', { referencedTable: 'variants', ascending: false })
      .limit(1, { referencedTable: 'variants' })
      .lte('id', 2)
      .order('id');
    expect(data).toEqual([
      { id: 1, variants: [{ weight: '1 kg', stock_quantity: 5 }] },
      { id: 2, variants: [] },
    ]);
    const { data: inner } = await suite.anon
      .from(T.products)
      .select(`id, ${T.variants}!inner(weight)`)
      .eq(`${T.variants}.weight`, '1 kg')
      .order('id');
    expect((inner as unknown as { id: number }[]).map((r) => r.id)).toEqual([1, 3]);
  });

  test('an unknown relationship is 400 PGRST200; filtering a resource that is not embedded is PGRST108', async () => {
    const { error, status } = await suite.anon.from(T.products).select('id, rest_cities(city_name)');
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST200',
      message: `Could not find a relationship between '${T.products}' and 'rest_cities' in the schema cache`,
    });
    const res = await rest(`/${T.products}?select=id&variants.price=gt.1`);
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('PGRST108');
  });
});

describe('bad input and errors (contract B.4)', () => {
  test('an unknown table is 404 PGRST205', async () => {
    const { error, status } = await suite.anon.from('rest_nothing').select('*');
    expect(status).toBe(404);
    expect(error).toMatchObject({ code: 'PGRST205', message: "Could not find the table 'public.rest_nothing' in the schema cache" });
  });

  test('an unknown column in select or filter is 400 42703 from Postgres', async () => {
    const a = await suite.anon.from(T.products).select('id, nope');
    expect(a.status).toBe(400);
    expect(a.error).toMatchObject({ code: '42703', message: `column ${T.products}.nope does not exist` });
    const b = await suite.anon.from(T.products).select('id').eq('nope', 1);
    expect(b.error).toMatchObject({ code: '42703' });
  });

  test('an unknown operator or broken select is 400 PGRST100', async () => {
    const res = await rest(`/${T.products}?id=foo.1`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'PGRST100', message: '"failed to parse filter (foo.1)" (line 1, column 1)' });
    const bad = await rest(`/${T.products}?select=id,(`);
    expect((await bad.json()).code).toBe('PGRST100');
  });

  test('a select of more columns and embedded resources than the cap is 400 PGRST100 before any SQL runs', async () => {
    const tooMany = await rest(`/${T.products}?select=${Array(3000).fill('id').join(',')}`);
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toEqual({
      code: 'PGRST100',
      message: 'The select parameter names 3000 columns and embedded resources; at most 1000 are allowed',
      details: null,
      hint: 'Select fewer columns, or * for all of them',
    });
    const nested = await rest(`/${T.products}?select=id,${T.variants}(${Array(1000).fill('id').join(',')})`);
    expect(nested.status).toBe(400);
    expect((await nested.json()).code).toBe('PGRST100');
    const atTheCap = await rest(`/${T.products}?select=${Array(1000).fill('id').join(',')}&id=eq.1`);
    expect(atTheCap.status).toBe(200);
  });

  test('another schema in Accept-Profile is 406 PGRST106', async () => {
    const res = await rest(`/${T.products}?select=id`, { headers: { 'Accept-Profile': 'auth' } });
    expect(res.status).toBe(406);
    expect(await res.json()).toMatchObject({ code: 'PGRST106', message: 'Invalid schema: auth' });
  });

  test('no SQL injection through values, operators, select or order', async () => {
    const attacks = ["Almonds'; drop table rest_products; --", "x' or '1'='1", 'eq.1,or(id.gt.0)', 'a);delete from rest_cities;--'];
    for (const value of attacks) {
      const { data, error } = await suite.anon.from(T.products).select('id').eq('product_name', value);
      expect(error).toBeNull();
      expect(data).toEqual([]);
      const inList = await suite.anon.from(T.products).select('id').in('product_name', [value, 'none']);
      expect(inList.data).toEqual([]);
      const like = await suite.anon.from(T.products).select('id').ilike('product_name', value);
      expect(like.data).toEqual([]);
    }
    const orAttack = await rest(`/${T.products}?or=(${encodeURIComponent("product_name.eq.x') or true or ('1")})`);
    expect([200, 400]).toContain(orAttack.status);
    if (orAttack.status === 200) expect(await orAttack.json()).toEqual([]);
    const selectAttack = await rest(`/${T.products}?select=${encodeURIComponent('id,"x"" from rest_cities; --"')}`);
    expect(selectAttack.status).toBe(400);
    const orderAttack = await rest(`/${T.products}?order=${encodeURIComponent('id;drop table rest_cities')}`);
    expect(orderAttack.status).toBe(400);
    const { count } = await suite.service.from(T.cities).select('*', { count: 'exact', head: true });
    expect(count).toBe(6);
    const { count: products } = await suite.service.from(T.products).select('*', { count: 'exact', head: true });
    expect(products).toBe(5);
  });
});

describe('schema cache', () => {
  test('a table created after start is found: the cache reloads on a miss, as hosted reloads on DDL', async () => {
    const { error } = await suite.service.rpc('rest_test_create_table', { name: 'rest_created_later' });
    expect(error).toBeNull();
    const deadline = Date.now() + 10_000;
    let result = await suite.anon.from('rest_created_later').select('id, label');
    while (result.status === 404 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      result = await suite.anon.from('rest_created_later').select('id, label');
    }
    expect(result.error).toBeNull();
    expect(result.data).toEqual([{ id: 1, label: 'fresh' }]);
  });
});

describe('JWT (contract B.1)', () => {
  test('a bad signature is 401 PGRST301, an expired token 401 PGRST303, both with WWW-Authenticate', async () => {
    const forged = new JwtSigner('another-secret-that-is-at-least-32-characters').sign({ role: 'service_role', exp: now() + 60 });
    const bad = await rest(`/${T.products}?select=id`, { headers: { Authorization: `Bearer ${forged}` } });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ code: 'PGRST301' });
    expect(bad.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
    const expired = signer.sign({ role: 'authenticated', sub: '00000000-0000-0000-0000-000000000001', exp: now() - 120 });
    const old = await clientFor(suite.backend, 'anon', { Authorization: `Bearer ${expired}` })
      .from(T.products)
      .select('id');
    expect(old.status).toBe(401);
    expect(old.error).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });

  test('a role claim that is not a database role is 401; a role PostgREST may not switch to is 403', async () => {
    const ghost = signer.sign({ role: 'ghost', exp: now() + 60 });
    const res = await rest(`/${T.products}?select=id`, { headers: { Authorization: `Bearer ${ghost}` } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: '22023', message: 'role "ghost" does not exist' });
    const superuser = signer.sign({ role: 'postgres', exp: now() + 60 });
    const denied = await rest(`/${T.products}?select=id`, { headers: { Authorization: `Bearer ${superuser}` } });
    expect(denied.status).toBe(403);
    expect((await denied.json()).code).toBe('42501');
    const still = await suite.anon.from(T.cities).select('id');
    expect(still.data!.length).toBe(6);
  });
});
