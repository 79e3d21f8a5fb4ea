/**
 * The console's Search page against the real backend: the team (owner and staff) adds and removes
 * the words shoppers use (search_synonyms), stored normalized and read by search_products at once;
 * a duplicate, odd input and a missing word are refused with clear words and change nothing; the
 * searches that found nothing are listed most searched first, to the team only.
 */
import { POST as addRoute } from '@/app/api/admin/search/synonyms/route';
import { POST as removeRoute } from '@/app/api/admin/search/synonyms/remove/route';
import { ADMINS_ONLY } from '@/lib/http/messages';
import { SYNONYM_EXISTS, SYNONYM_NOT_FOUND, SYNONYM_REFUSED } from '@/lib/search/messages';
import { SYNONYM_MESSAGES } from '@/lib/search/synonym-schema';
import { listSearchMisses } from '@/lib/search/synonyms';
import { clientFor } from '@gilgit-dry-fruits/supabase-local/testing';
import type { SupabaseClient } from '@supabase/supabase-js';
import { jarOf, setUpAdminConsole, signedInStaff, signedUp, type As } from './admin-support';
import { call, type CookieJar } from './api-support';

const shop = setUpAdminConsole();

type Answer = { ok: boolean; message?: string; fieldErrors?: Record<string, string>; term?: string; means?: string };
type Member = { jar: CookieJar; email: string };

const add = (body: unknown, as: As = shop.admin) =>
  call<Answer>(addRoute, '/api/admin/search/synonyms', { method: 'POST', body, jar: jarOf(as) });
const remove = (body: unknown, as: As = shop.admin) =>
  call<Answer>(removeRoute, '/api/admin/search/synonyms/remove', { method: 'POST', body, jar: jarOf(as) });

async function meaningsOf(term: string): Promise<string[]> {
  const { data, error } = await shop.service.from('search_synonyms').select('means').eq('term', term).order('means');
  if (error) throw error;
  return data.map((row) => row.means);
}

/** The names of the products a shopper's search finds (search_products as anon, as the shop calls it). */
async function found(query: string): Promise<string[]> {
  const { data, error } = await clientFor(shop.backend, 'anon').rpc('search_products', { query, max_results: 20 });
  if (error) throw error;
  const ids = (data as { results: { id: number }[] }).results.map((result) => result.id);
  if (ids.length === 0) return [];
  const products = await shop.service.from('products').select('product_name').in('id', ids);
  return (products.data ?? []).map((product) => product.product_name);
}

/** A client signed in as a member (signupBody's password), reading under their own row-level security. */
async function signedInClient(member: Member): Promise<SupabaseClient> {
  const client = clientFor(shop.backend);
  const { error } = await client.auth.signInWithPassword({ email: member.email, password: 'apricot6' });
  if (error) throw error;
  return client;
}

test('a guest gets 401 and a shopper 403 on both routes; nothing changes', async () => {
  const shopper = (await signedUp()).jar;
  await shop.service.from('search_synonyms').insert({ term: 'guestword', means: 'almond' });
  for (const as of ['guest', shopper] as const) {
    const expected = as === 'guest' ? { status: 401 } : { status: 403, body: { message: ADMINS_ONLY } };
    expect(await add({ term: 'intruder', means: 'almond' }, as)).toMatchObject(expected);
    expect(await remove({ term: 'guestword', means: 'almond' }, as)).toMatchObject(expected);
  }
  expect(await meaningsOf('intruder')).toEqual([]);
  expect(await meaningsOf('guestword')).toEqual(['almond']);
});

test('an added word is stored normalized and the search finds its meaning at once; the same pair again is 409', async () => {
  expect(await found('qorzel')).toEqual([]);
  const { searchProducts } = await import('@/lib/search/products');
  expect((await searchProducts('qorzel')).ids).toEqual([]); // now kept by the shop's search cache
  expect(await add({ term: '  QORZEL ', means: 'Almond' })).toMatchObject({
    status: 200,
    body: { ok: true, message: '“qorzel” now finds almond.', term: 'qorzel', means: 'almond' },
  });
  expect(await meaningsOf('qorzel')).toEqual(['almond']);
  expect((await searchProducts('qorzel')).ids.length).toBeGreaterThan(0); // the cache was dropped
  const names = await found('qorzel');
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toMatch(/almond/i);

  expect(await add({ term: 'BADAAMZ', means: 'almond' })).toMatchObject({ status: 200, body: { term: 'badaamz' } });
  expect(await meaningsOf('badaamz')).toEqual(['almond']);
  expect(await found('badaamz')).toEqual(expect.arrayContaining([expect.stringMatching(/almond/i)]));

  expect(await add({ term: 'Qorzel', means: 'ALMOND' })).toMatchObject({
    status: 409,
    body: { ok: false, message: SYNONYM_EXISTS, fieldErrors: { means: SYNONYM_EXISTS } },
  });
  expect(await meaningsOf('qorzel')).toEqual(['almond']);
});

test('a member of staff adds and removes a word', async () => {
  const staff = await signedInStaff(shop.service);
  expect(await add({ term: 'بادامی', means: 'almond' }, staff.jar)).toMatchObject({ status: 200, body: { term: 'بادامی' } });
  expect(await remove({ term: 'بادامی', means: 'almond' }, staff.jar)).toMatchObject({
    status: 200,
    body: { message: '“بادامی” removed.' },
  });
  expect(await meaningsOf('بادامی')).toEqual([]);
});

test('odd input is refused with the field’s words and nothing is stored', async () => {
  const cases: [unknown, string, string][] = [
    [{ term: 'dry fruit', means: 'almond' }, 'term', SYNONYM_MESSAGES.oneWord],
    [{ term: 'b', means: 'almond' }, 'term', SYNONYM_MESSAGES.term],
    [{ term: 'x'.repeat(41), means: 'almond' }, 'term', SYNONYM_MESSAGES.term],
    [{ term: 'oddword', means: ' a ' }, 'means', SYNONYM_MESSAGES.means],
    [{ term: 'oddword', means: 'y'.repeat(61) }, 'means', SYNONYM_MESSAGES.means],
    [{ term: 'oddword' }, 'means', SYNONYM_MESSAGES.means],
    // Valid as typed, but not one word of 2 letters once normalized as the search reads it.
    [{ term: 'odd-word', means: 'almond' }, 'term', SYNONYM_REFUSED],
    [{ term: 'b!', means: 'almond' }, 'term', SYNONYM_REFUSED],
  ];
  for (const [body, field, message] of cases) {
    const answer = await add(body);
    expect({ body, status: answer.status, field: answer.body.fieldErrors?.[field] }).toEqual({ body, status: 400, field: message });
  }
  expect(await add({ term: 'oddword', means: 'almond', extra: 1 })).toMatchObject({ status: 400 });
  const { data } = await shop.service.from('search_synonyms').select('term').in('term', ['oddword', 'odd', 'odd word', 'b', 'dry']);
  expect(data).toEqual([]);
});

test('a removed word is gone from the search; removing it again, or a word never added, is 404', async () => {
  expect(await add({ term: 'plomzy', means: 'almond' })).toMatchObject({ status: 200 });
  expect((await found('plomzy')).length).toBeGreaterThan(0);
  expect(await remove({ term: 'plomzy', means: 'almond' })).toMatchObject({ status: 200, body: { message: '“plomzy” removed.' } });
  expect(await meaningsOf('plomzy')).toEqual([]);
  expect(await found('plomzy')).toEqual([]);
  expect(await remove({ term: 'plomzy', means: 'almond' })).toMatchObject({ status: 404, body: { message: SYNONYM_NOT_FOUND } });
  expect(await remove({ term: 'badaam', means: 'walnut' })).toMatchObject({ status: 404 });
  expect(await meaningsOf('badaam')).toEqual(['almond']);
});

test('the searches that found nothing: most searched first, then the most recent; the team reads them, a shopper none', async () => {
  const { error } = await shop.service.from('search_misses').insert([
    { query: 'miss once old', searches: 1, last_searched_at: '2026-11-01T10:00:00Z' },
    { query: 'miss most', searches: 9, last_searched_at: '2026-11-02T10:00:00Z' },
    { query: 'miss once new', searches: 1, last_searched_at: '2026-11-20T10:00:00Z' },
    { query: 'miss twice', searches: 2, last_searched_at: '2026-10-01T10:00:00Z' },
  ]);
  if (error) throw error;
  const staff = await signedInStaff(shop.service);
  const misses = (await listSearchMisses(await signedInClient(staff))).filter((miss) => miss.query.startsWith('miss '));
  expect(misses.map((miss) => [miss.query, miss.searches])).toEqual([
    ['miss most', 9],
    ['miss twice', 2],
    ['miss once new', 1],
    ['miss once old', 1],
  ]);
  expect(new Date(misses[0]!.lastSearchedAt).toISOString()).toBe('2026-11-02T10:00:00.000Z');

  const shopper = await signedUp();
  expect(await listSearchMisses(await signedInClient(shopper))).toEqual([]);
});
