import { JwtSigner } from '../../jwt.ts';
import { TEST_JWT_SECRET } from '../../testing/test-backend.ts';
import { clientFor, uniqueEmail } from '../../testing/clients.ts';
import { startBackendForSuite, withFixtureMigrations } from '../support/backend-suite.ts';

// Remote procedure calls through the real supabase-js: argument matching, result shapes, read-only
// transactions for GET and STABLE functions, errors raised in SQL, and the transaction variables.
const signer = new JwtSigner(TEST_JWT_SECRET);

const suite = startBackendForSuite(withFixtureMigrations('rest-migrations'));

async function signedInUser() {
  const { data: id, error } = await suite.service.rpc('rest_test_create_user', { email: uniqueEmail('rpc') });
  expect(error).toBeNull();
  const token = signer.sign({
    sub: id,
    role: 'authenticated',
    aud: 'authenticated',
    email: 'x@example.com',
    exp: Math.floor(Date.now() / 1000) + 3600,
  });
  return { id: id as string, db: clientFor(suite.backend, 'anon', { Authorization: `Bearer ${token}` }) };
}

function rest(path: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Response> {
  return fetch(`${suite.backend.url}/rest/v1${path}`, {
    ...init,
    headers: { apikey: suite.backend.anonKey, 'Content-Type': 'application/json', ...init.headers },
  });
}

describe('the spec\'s "Deactivate account"', () => {
  test('a user deactivates their own account: 204, no body', async () => {
    const alice = await signedInUser();
    const { data, error, status } = await alice.db.rpc('rest_deactivate_account', { user_id: alice.id });
    expect([data, error, status]).toEqual([null, null, 204]);
    expect((await suite.service.rpc('rest_test_user_banned', { user_id: alice.id })).data).toBe(true);
  });

  test("another user's id raises P0001 → 400 with detail and hint; anon is refused with 401", async () => {
    const alice = await signedInUser();
    const bob = await signedInUser();
    const { error, status } = await alice.db.rpc('rest_deactivate_account', { user_id: bob.id });
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'P0001',
      message: 'You can only deactivate your own account',
      details: `The signed-in user is not ${bob.id}`,
      hint: 'Sign in as that user first',
    });
    const asAnon = await suite.anon.rpc('rest_deactivate_account', { user_id: bob.id });
    expect(asAnon.status).toBe(401);
    expect(asAnon.error).toMatchObject({ code: '42501', message: 'permission denied for function rest_deactivate_account' });
    expect((await suite.service.rpc('rest_test_user_banned', { user_id: bob.id })).data).toBe(false);
  });
});

describe('arguments and result shapes', () => {
  test('named arguments, DEFAULTs for omitted ones, POST and GET', async () => {
    expect((await suite.anon.rpc('rest_add', { a: 1 })).data).toBe(11);
    const viaGet = await suite.anon.rpc('rest_add', { a: 2, b: 3 }, { get: true });
    expect([viaGet.data, viaGet.status]).toEqual([5, 200]);
    const res = await rest('/rpc/rest_echo_bigint', { method: 'POST', body: '{"v": 9007199254740993}' });
    expect(await res.text()).toBe('9007199254740993');
  });

  test('SETOF a table: select, filters, order, limit, count and embedding apply to the result', async () => {
    const { data, count, status, error } = await suite.anon
      .rpc('rest_products_cheaper_than', { max_price: 13 }, { count: 'exact' })
      .select('id, product_name, rest_product_variants(weight)')
      .order('id', { ascending: false })
      .limit(2);
    expect(error).toBeNull();
    expect([status, count]).toEqual([206, 3]);
    expect(data).toEqual([
      { id: 4, product_name: 'Mulberries', rest_product_variants: [] },
      { id: 2, product_name: 'Apricots', rest_product_variants: [{ weight: '500 grams' }] },
    ]);
    const filtered = await suite.anon.rpc('rest_products_cheaper_than', { max_price: 13 }).select('id').eq('category_id', 1);
    expect(filtered.data).toEqual([{ id: 1 }]);
  });

  test('SETOF scalar is an array, RETURNS TABLE an array of objects, a row type an object', async () => {
    expect((await suite.anon.rpc('rest_product_names')).data).toEqual(['Almonds', 'Apricots', 'Walnuts', 'Mulberries']);
    expect((await suite.anon.rpc('rest_product_summary', { pid: 1 })).data).toEqual([{ id: 1, product_name: 'Almonds', variant_count: 2 }]);
    const first = await suite.anon.rpc('rest_first_product').select('id, product_name');
    expect(first.data).toEqual({ id: 1, product_name: 'Almonds' });
  });

  test('a single unnamed json parameter: a body that is an array of scalars is 400 PGRST102, as PostgREST reads bodies', async () => {
    const { status, error } = await suite.anon.rpc('rest_sum_json', [1, 2, 3] as never);
    expect([status, error]).toEqual([400, { code: 'PGRST102', message: 'All object keys must match', details: null, hint: null }]);
  });

  test('unknown function or argument names are 404 PGRST202', async () => {
    const unknown = await suite.anon.rpc('rest_nothing_here', {});
    expect(unknown.status).toBe(404);
    expect(unknown.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.rest_nothing_here without parameters in the schema cache',
    });
    const wrongArgs = await suite.anon.rpc('rest_add', { x: 1 });
    expect(wrongArgs.status).toBe(404);
    expect(wrongArgs.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.rest_add(x) in the schema cache',
    });
  });
});

describe('transactions and errors', () => {
  test('GET runs read only: a write from a GET rpc is 405 25006 and changes nothing; POST writes', async () => {
    const before = (await suite.service.from('rest_notes').select('priority').eq('id', 1).single()).data!.priority;
    const viaGet = await suite.service.rpc('rest_touch_note', { note_id: 1 }, { get: true });
    expect(viaGet.status).toBe(405);
    expect(viaGet.error).toMatchObject({ code: '25006' });
    expect((await suite.service.from('rest_notes').select('priority').eq('id', 1).single()).data!.priority).toBe(before);
    expect((await suite.service.rpc('rest_touch_note', { note_id: 1 })).status).toBe(204);
    expect((await suite.service.from('rest_notes').select('priority').eq('id', 1).single()).data!.priority).toBe(before + 1);
  });

  test("the request's role, claims, method, path, headers and search_path, in a read-only transaction for STABLE", async () => {
    const alice = await signedInUser();
    const { data } = await alice.db.rpc('rest_whoami');
    expect(data).toEqual({
      current_user: 'authenticated',
      uid: alice.id,
      role: 'authenticated',
      claims: expect.objectContaining({ sub: alice.id, role: 'authenticated', email: 'x@example.com' }),
      method: 'POST',
      path: '/rpc/rest_whoami',
      apikey_header_present: true,
      search_path: '"public", "public", "extensions"',
      read_only: 'on',
      // Hosted timeouts: PostgreSQL enforces them; PGlite cannot, so the backend leaves them unset there.
      statement_timeout: suite.backend.database === 'postgres' ? '8s' : '0',
    });
    const { data: asAnon } = await suite.anon.rpc('rest_whoami', {}, { get: true });
    expect(asAnon).toMatchObject({
      current_user: 'anon',
      uid: null,
      role: 'anon',
      method: 'GET',
      claims: expect.objectContaining({ role: 'anon' }),
      statement_timeout: suite.backend.database === 'postgres' ? '3s' : '0',
    });
  });

  test('RAISE: P0001 → 400, PT402 → 402, SQLSTATE PGRST sets code, status and headers', async () => {
    const plain = await suite.anon.rpc('rest_raise', { kind: 'plain' });
    expect([plain.status, plain.error]).toEqual([
      400,
      { code: 'P0001', message: 'Stock is too low', details: 'Only 2 left', hint: 'Order fewer' },
    ]);
    const payment = await suite.anon.rpc('rest_raise', { kind: 'payment' });
    expect([payment.status, payment.error?.code]).toEqual([402, 'PT402']);
    const res = await rest('/rpc/rest_raise', { method: 'POST', body: '{"kind":"pgrst"}' });
    expect(res.status).toBe(422);
    expect(res.headers.get('x-shop-reason')).toBe('empty-cart');
    expect(await res.json()).toEqual({ code: 'CART1', message: 'Cart is empty', details: 'Add a product first', hint: null });
    expect((await suite.anon.rpc('rest_raise', { kind: 'none' })).status).toBe(204);
  });

  test('malformed JSON is 400 PGRST102; other methods are 405 PGRST101', async () => {
    const bad = await rest('/rpc/rest_add', { method: 'POST', body: '{"a": 1,' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe('PGRST102');
    const patch = await rest('/rpc/rest_add', { method: 'PATCH', body: '{}' });
    expect(patch.status).toBe(405);
    expect(await patch.json()).toMatchObject({ code: 'PGRST101', message: 'Cannot use the PATCH method on RPC' });
    expect((await suite.anon.rpc('rest_add', { a: 1, b: 1 })).data).toBe(2);
  });
});
