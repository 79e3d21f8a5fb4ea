import type { SupabaseClient } from '@supabase/supabase-js';
import { JwtSigner } from '../../jwt.ts';
import { TEST_JWT_SECRET } from '../../testing/test-backend.ts';
import { clientFor, uniqueEmail } from '../../testing/clients.ts';
import { startBackendForSuite, withFixtureMigrations } from '../support/backend-suite.ts';

// Writes through the real supabase-js against the real backend: insert, upsert, update, delete,
// Prefer handling, RLS per role, the hosted guard rails, and bad input that must change nothing.
const T = {
  profiles: 'rest_profiles',
  testimonials: 'rest_testimonials',
  favorites: 'rest_favorites',
  drafts: 'rest_drafts',
  notes: 'rest_notes',
  products: 'rest_products',
  cities: 'rest_cities',
};
const signer = new JwtSigner(TEST_JWT_SECRET);

const suite = startBackendForSuite(withFixtureMigrations('rest-migrations'));
let alice: { id: string; db: SupabaseClient; token: string };
let bob: { id: string; db: SupabaseClient; token: string };

/** A signed-in caller: a user row made by a service-only fixture function, and a JWT like GoTrue's. */
async function signedInUser() {
  const { data: id, error } = await suite.service.rpc('rest_test_create_user', { email: uniqueEmail('rest') });
  expect(error).toBeNull();
  const token = signer.sign({ sub: id, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600 });
  return { id: id as string, token, db: clientFor(suite.backend, 'anon', { Authorization: `Bearer ${token}` }) };
}

function rest(
  path: string,
  init: RequestInit & { headers?: Record<string, string> } = {},
  token = suite.backend.serviceRoleKey,
): Promise<Response> {
  return fetch(`${suite.backend.url}/rest/v1${path}`, {
    ...init,
    headers: { apikey: suite.backend.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
  });
}

async function countRows(table: string, filter: Record<string, unknown> = {}): Promise<number> {
  const { count, error } = await suite.service.from(table).select('*', { count: 'exact', head: true }).match(filter);
  expect(error).toBeNull();
  return count!;
}

beforeAll(async () => {
  alice = await signedInUser();
  bob = await signedInUser();
});

describe("the spec's calls", () => {
  test('"Save profile": upsert on the primary key, 201 then 200; DEFAULTs fill what the payload leaves out', async () => {
    const profile = {
      id: alice.id,
      full_name: 'Alice Khan',
      phone: '03001234567',
      address: 'Main Bazaar',
      postal_code: '15100',
      city_id: 2,
    };
    const first = await alice.db.from(T.profiles).upsert(profile);
    expect(first.error).toBeNull();
    expect(first.status).toBe(201);
    const second = await alice.db
      .from(T.profiles)
      .upsert({ ...profile, full_name: 'Alice K.' })
      .select()
      .single();
    expect(second.status).toBe(200);
    expect(second.data).toMatchObject({ id: alice.id, full_name: 'Alice K.', country: 'Pakistan' });
  });

  test('a profile upsert for someone else is 403 for a user and 401 for anon, and writes nothing', async () => {
    const other = await alice.db.from(T.profiles).upsert({ id: bob.id, full_name: 'Not Bob' });
    expect(other.status).toBe(403);
    expect(other.error).toMatchObject({ code: '42501' });
    const asAnon = await suite.anon.from(T.profiles).upsert({ id: bob.id, full_name: 'Not Bob' });
    expect(asAnon.status).toBe(401);
    expect(asAnon.error).toMatchObject({ code: '42501', message: `permission denied for table ${T.profiles}` });
    expect(await countRows(T.profiles, { id: bob.id })).toBe(0);
  });

  test('"Add testimonial": a plain insert works for anon; returning the unapproved row is refused (B.5)', async () => {
    const before = await countRows(T.testimonials);
    const plain = await suite.anon.from(T.testimonials).insert({ rating: 4, review_text: 'Lovely almonds', reviewer_name: 'Sana' });
    expect([plain.status, plain.data, plain.error]).toEqual([201, null, null]);
    const returned = await suite.anon
      .from(T.testimonials)
      .insert({ rating: 5, review_text: 'Hidden row', reviewer_name: 'Omar' })
      .select()
      .single();
    expect(returned.status).toBe(401);
    expect(returned.error).toMatchObject({
      code: '42501',
      message: `new row violates row-level security policy for table "${T.testimonials}"`,
    });
    const approved = await suite.anon
      .from(T.testimonials)
      .insert({ review_text: 'Self-approved', reviewer_name: 'Eve', is_approved: true });
    expect(approved.error).toMatchObject({ code: '42501' });
    expect(await countRows(T.testimonials)).toBe(before + 1);
    const { data } = await suite.anon.from(T.testimonials).select('*').eq('is_approved', true).order('created_at', { ascending: false });
    expect(data!.map((t) => t.reviewer_name)).toEqual(['Bilal', 'Ayesha']);
  });

  test('"Favourites": add, read own, duplicate 409, others\' rows invisible and untouchable, remove', async () => {
    expect((await alice.db.from(T.favorites).insert({ user_id: alice.id, product_id: 1 })).status).toBe(201);
    const duplicate = await alice.db.from(T.favorites).insert({ user_id: alice.id, product_id: 1 });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error).toMatchObject({ code: '23505' });
    const missingProduct = await alice.db.from(T.favorites).insert({ user_id: alice.id, product_id: 999 });
    expect(missingProduct.status).toBe(409);
    expect(missingProduct.error).toMatchObject({ code: '23503' });
    const forged = await alice.db.from(T.favorites).insert({ user_id: bob.id, product_id: 2 });
    expect(forged.status).toBe(403);
    const mine = await alice.db.from(T.favorites).select('product_id').eq('user_id', alice.id);
    expect(mine.data).toEqual([{ product_id: 1 }]);
    expect((await bob.db.from(T.favorites).select('product_id').eq('user_id', alice.id)).data).toEqual([]);
    const bobDeletes = await bob.db.from(T.favorites).delete().eq('user_id', alice.id).eq('product_id', 1);
    expect(bobDeletes.status).toBe(204);
    expect(await countRows(T.favorites, { user_id: alice.id })).toBe(1);
    const removed = await alice.db.from(T.favorites).delete().eq('user_id', alice.id).eq('product_id', 1);
    expect(removed.status).toBe(204);
    expect(await countRows(T.favorites, { user_id: alice.id })).toBe(0);
  });

  test('an upsert needs a SELECT policy: a plain insert passes, the upsert of the same table is 403 (B.5)', async () => {
    const id = '11111111-1111-4111-8111-111111111111';
    expect((await alice.db.from(T.drafts).insert({ id, body: 'first' })).status).toBe(201);
    const upsert = await alice.db.from(T.drafts).upsert({ id, body: 'second' });
    expect(upsert.status).toBe(403);
    expect(upsert.error).toMatchObject({ code: '42501' });
  });
});

describe('insert options', () => {
  test('arrays send columns=; missing keys are NULL unless missing=default', async () => {
    const before = await countRows(T.notes);
    const nulls = await suite.service.from(T.notes).insert([{ title: 'a', priority: 5 }, { title: 'b' }]);
    expect(nulls.status).toBe(400);
    expect(nulls.error).toMatchObject({ code: '23502' });
    expect(await countRows(T.notes)).toBe(before);
    const defaults = await suite.service
      .from(T.notes)
      .insert([{ title: 'a', priority: 5 }, { title: 'b' }], { defaultToNull: false })
      .select('title, priority');
    expect(defaults.status).toBe(201);
    expect(defaults.data).toEqual([
      { title: 'a', priority: 5 },
      { title: 'b', priority: 1 },
    ]);
  });

  test('count on insert, return=headers-only with Location, ignore-duplicates on a unique column', async () => {
    const counted = await suite.service.from(T.notes).insert([{ title: 'c1' }, { title: 'c2' }], { count: 'exact' });
    expect([counted.status, counted.count]).toEqual([201, 2]);
    const res = await rest(`/${T.notes}`, {
      method: 'POST',
      body: JSON.stringify({ title: 'located' }),
      headers: { Prefer: 'return=headers-only' },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toMatch(new RegExp(`^/${T.notes}\\?id=eq\\.\\d+$`));
    const ignored = await suite.service
      .from(T.cities)
      .upsert([{ city_name: 'Gilgit' }, { city_name: 'Chitral' }], { onConflict: 'city_name', ignoreDuplicates: true });
    expect(ignored.status).toBe(201);
    expect(await countRows(T.cities)).toBe(7);
  });

  test('values are coerced by Postgres like PostgREST does; the raw body keeps int8 precision', async () => {
    const body =
      '{"id": 100, "product_name": "Pine nuts", "price": "13.5", "big_count": 9007199254740993, "tags": ["nuts", "rare"], "details": {"grade": "A+"}}';
    const res = await rest(`/${T.products}?select=price,big_count,tags,details`, {
      method: 'POST',
      body,
      headers: { Prefer: 'return=representation' },
    });
    expect(res.status).toBe(201);
    expect(await res.text()).toBe('[{"price":13.50,"big_count":9007199254740993,"tags":["nuts","rare"],"details":{"grade": "A+"}}]');
    const wrong = await suite.service.from(T.products).insert({ id: 101, product_name: 'Bad', price: 'abc' });
    expect(wrong.status).toBe(400);
    expect(wrong.error).toMatchObject({ code: '22P02' });
  });
});

describe('update and delete', () => {
  test('PATCH: 204 by default, 200 with representation, Content-Range of the rows touched', async () => {
    const { data: note } = await suite.service.from(T.notes).insert({ title: 'patch me' }).select('id').single();
    const minimal = await rest(`/${T.notes}?id=eq.${note!.id}`, { method: 'PATCH', body: '{"priority": 7}' });
    expect(minimal.status).toBe(204);
    expect(minimal.headers.get('content-range')).toBe('0-0/*');
    const full = await suite.service.from(T.notes).update({ priority: 8 }).eq('id', note!.id).select('title, priority');
    expect([full.status, full.data]).toEqual([200, [{ title: 'patch me', priority: 8 }]]);
    const none = await suite.service.from(T.notes).update({ priority: 9 }).eq('id', -1).select();
    expect([none.status, none.data]).toEqual([200, []]);
  });

  test('DELETE with representation returns the deleted rows', async () => {
    const { data: note } = await suite.service.from(T.notes).insert({ title: 'delete me' }).select('id').single();
    const deleted = await suite.service.from(T.notes).delete().eq('id', note!.id).select('title');
    expect([deleted.status, deleted.data]).toEqual([200, [{ title: 'delete me' }]]);
  });

  test('hosted guard rails: filterless PATCH and DELETE are refused with 21000 and change nothing', async () => {
    const before = await suite.service.from(T.notes).select('id, priority').order('id');
    const patch = await rest(`/${T.notes}`, { method: 'PATCH', body: '{"priority": 99}' });
    expect(patch.status).toBe(400);
    expect(await patch.json()).toEqual({ code: '21000', message: 'UPDATE requires a WHERE clause', details: null, hint: null });
    const del = await suite.service.from(T.notes).delete();
    expect(del.status).toBe(400);
    expect(del.error).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
    expect((await suite.service.from(T.notes).select('id, priority').order('id')).data).toEqual(before.data);
  });

  test('a singular write that touches several rows is rolled back with 406', async () => {
    const before = await countRows(T.notes);
    const insert = await suite.service
      .from(T.notes)
      .insert([{ title: 's1' }, { title: 's2' }])
      .select()
      .single();
    expect(insert.status).toBe(406);
    expect(insert.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 2 rows' });
    expect(await countRows(T.notes)).toBe(before);
    const update = await suite.service.from(T.notes).update({ priority: 42 }).gte('id', 1).select().single();
    expect(update.status).toBe(406);
    expect(await countRows(T.notes, { priority: 42 })).toBe(0);
  });
});

describe('bad input changes nothing and the server keeps serving', () => {
  test('malformed JSON, mismatched keys, unknown columns, a wrong content type', async () => {
    const before = await countRows(T.notes);
    const malformed = await rest(`/${T.notes}`, { method: 'POST', body: '{"title": ' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null });
    const keys = await rest(`/${T.notes}`, { method: 'POST', body: '[{"title":"a"},{"body":"b"}]' });
    expect((await keys.json()).message).toBe('All object keys must match');
    const unknown = await suite.service.from(T.notes).insert({ title: 'x', colour: 'red' });
    expect(unknown.status).toBe(400);
    expect(unknown.error).toMatchObject({
      code: 'PGRST204',
      message: `Could not find the 'colour' column of '${T.notes}' in the schema cache`,
    });
    const patchUnknown = await suite.service.from(T.notes).update({ colour: 'red' }).eq('id', 1);
    expect(patchUnknown.error).toMatchObject({ code: 'PGRST204' });
    const text = await rest(`/${T.notes}`, { method: 'POST', body: 'title=x', headers: { 'Content-Type': 'text/plain' } });
    expect(text.status).toBe(400);
    expect(await countRows(T.notes)).toBe(before);
  });

  test("a body over 1 MB is 413 in PostgREST's shape", async () => {
    const before = await countRows(T.notes);
    const big = await rest(`/${T.notes}`, { method: 'POST', body: JSON.stringify({ title: 'big', body: 'x'.repeat(1100 * 1024) }) });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ code: 'PGRST102', message: 'Payload Too Large' });
    expect(await countRows(T.notes)).toBe(before);
  });

  test('a forged or expired JWT cannot write', async () => {
    const before = await countRows(T.notes);
    const forged = new JwtSigner('another-secret-that-is-at-least-32-characters').sign({ role: 'service_role' });
    const bad = await rest(`/${T.notes}`, { method: 'POST', body: '{"title":"forged"}' }, forged);
    expect(bad.status).toBe(401);
    expect((await bad.json()).code).toBe('PGRST301');
    const expired = signer.sign({ role: 'service_role', exp: Math.floor(Date.now() / 1000) - 120 });
    const old = await rest(`/${T.notes}`, { method: 'POST', body: '{"title":"expired"}' }, expired);
    expect((await old.json()).code).toBe('PGRST303');
    expect(await countRows(T.notes)).toBe(before);
    const { data } = await suite.anon.from(T.cities).select('id').limit(1);
    expect(data).toHaveLength(1);
  });
});
