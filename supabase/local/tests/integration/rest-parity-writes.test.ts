import type { SupabaseClient } from '@supabase/supabase-js';
import { startBackendForSuite, withFixtureMigrations } from '../support/backend-suite.ts';

// The silent differences from hosted PostgREST first (issue 17): max-affected, RPC counts, the plan
// cache and missing=default, through the real supabase-js, on tests/fixtures/rest-parity-migrations.
/** supabase-js offers maxAffected() for PostgREST 13 and later, which hosted Supabase runs. */
type Postgrest13 = SupabaseClient<any, { PostgrestVersion: '13' }>; // eslint-disable-line @typescript-eslint/no-explicit-any

const suite = startBackendForSuite(withFixtureMigrations('rest-parity-migrations'));
const postgrest13 = () => suite.service as unknown as Postgrest13;

function rest(path: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Response> {
  return fetch(`${suite.backend.url}/rest/v1${path}`, {
    ...init,
    headers: {
      apikey: suite.backend.serviceRoleKey,
      Authorization: `Bearer ${suite.backend.serviceRoleKey}`,
      'Content-Type': 'application/json',
      ...init.headers,
    },
  });
}

async function counterValues(): Promise<number[]> {
  const { data } = await postgrest13().from('rp_counters').select('value').order('id');
  return data!.map((r) => r.value as number);
}

describe('Prefer: max-affected with handling=strict (supabase-js maxAffected)', () => {
  test('an update touching more rows than allowed is 400 PGRST124 and changes nothing', async () => {
    const before = await counterValues();
    const { error, status, data } = await postgrest13().from('rp_counters').update({ value: 7 }).lte('id', 3).maxAffected(2).select();
    expect(status).toBe(400);
    expect(data).toBeNull();
    expect(error).toEqual({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 3 rows',
      hint: null,
    });
    expect(await counterValues()).toEqual(before);
  });

  test('a delete over the limit rolls back too; within the limit it commits and says so', async () => {
    const over = await postgrest13().from('rp_counters').delete().gte('id', 4).maxAffected(1);
    expect([over.status, over.error?.code, over.error?.details]).toEqual([400, 'PGRST124', 'The query affects 2 rows']);
    expect(await counterValues()).toHaveLength(5);
    const res = await rest('/rp_counters?id=eq.1', {
      method: 'PATCH',
      body: '{"value": 1}',
      headers: { Prefer: 'handling=strict, max-affected=1' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('preference-applied')).toBe('handling=strict, max-affected=1');
    expect((await counterValues())[0]).toBe(1);
    await rest('/rp_counters?id=eq.1', { method: 'PATCH', body: '{"value": 0}' });
  });

  test('without handling=strict max-affected is ignored, as PostgREST does', async () => {
    const res = await rest('/rp_counters?id=lte.2', { method: 'PATCH', body: '{"value": 0}', headers: { Prefer: 'max-affected=1' } });
    expect(res.status).toBe(204);
    expect(res.headers.get('preference-applied')).toBeNull();
  });

  test('on a function: a set over the limit is PGRST124 and rolled back; a function of one value is PGRST128', async () => {
    const before = await counterValues();
    const over = await postgrest13().rpc('rp_bump_counters', { up_to: 3 }).maxAffected(2);
    expect([over.status, over.error?.code, over.error?.details]).toEqual([400, 'PGRST124', 'The query affects 3 rows']);
    expect(await counterValues()).toEqual(before);
    const single = await postgrest13().rpc('rp_bump_one', { counter_id: 1 }).maxAffected(1);
    expect(single.status).toBe(400);
    expect(single.error).toEqual({
      code: 'PGRST128',
      message: 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
      details: null,
      hint: null,
    });
    expect(await counterValues()).toEqual(before);
    const within = await postgrest13().rpc('rp_bump_counters', { up_to: 1 }).maxAffected(1);
    expect([within.status, within.data]).toEqual([200, [{ id: 1, value: before[0]! + 1 }]]);
  });
});

describe('counts on functions: a Content-Range supabase-js reads as a number', () => {
  test('count exact and estimated on a scalar, a set of scalars and a set of rows', async () => {
    for (const count of ['exact', 'estimated'] as const) {
      const scalar = await suite.anon.rpc('rp_film_count', {}, { count });
      expect([scalar.data, scalar.count, scalar.status]).toEqual([4, 1, 200]);
      const titles = await suite.anon.rpc('rp_film_titles', {}, { count });
      expect([titles.count, titles.data]).toEqual([4, ['Khamosh Pani', 'Jinnah', 'Ramchand Pakistani', 'Good Morning Karachi']]);
      const rows = await suite.anon.rpc('rp_all_films', {}, { count }).select('id').range(0, 1);
      expect([rows.count, rows.status, rows.data]).toEqual([4, 206, [{ id: 1 }, { id: 2 }]]);
    }
    const res = await rest('/rpc/rp_film_count', { method: 'POST', body: '{}', headers: { Prefer: 'count=exact' } });
    expect(res.headers.get('content-range')).toBe('0-0/1');
    expect(res.headers.get('preference-applied')).toBe('count=exact');
  });

  test('count planned on a function has no total, exactly as PostgREST (it plans only table reads)', async () => {
    const res = await rest('/rpc/rp_all_films', { method: 'POST', body: '{}', headers: { Prefer: 'count=planned' } });
    expect(res.headers.get('content-range')).toBe('0-3/*');
  });
});

describe('the plan cache keys each call by its argument names', () => {
  test('{} and {"": v} are different calls: no parameters, then the single unnamed jsonb parameter', async () => {
    expect((await suite.anon.rpc('rp_whole', {})).data).toBe('no arguments');
    const unnamed = await suite.anon.rpc('rp_whole', { '': 5 });
    expect([unnamed.status, unnamed.data]).toEqual([200, { '': 5 }]);
    expect((await suite.anon.rpc('rp_whole', {})).data).toBe('no arguments');
    expect((await suite.anon.rpc('rp_whole', { x: 1 })).data).toEqual({ x: 1 });
  });

  test('overloads by argument names never share a plan', async () => {
    expect((await suite.anon.rpc('rp_pick')).data).toBe('none');
    expect((await suite.anon.rpc('rp_pick', { a: 2 })).data).toBe('a=2');
    expect((await suite.anon.rpc('rp_pick', { a: 2, b: 3 })).data).toBe('a+b=5');
    expect((await suite.anon.rpc('rp_pick', { a: 4 }, { get: true })).data).toBe('a=4');
    expect((await suite.anon.rpc('rp_pick', {}, { get: true })).data).toBe('none');
  });
});

describe('Prefer: missing=default (insert with defaultToNull: false)', () => {
  test('an identity primary key BY DEFAULT takes its sequence; other missing keys their DEFAULT', async () => {
    const { data, error, status } = await postgrest13()
      .from('rp_items')
      .insert(
        [
          { label: 'apricots', quantity: 3 },
          { label: 'almonds', note: 'raw' },
        ],
        { defaultToNull: false },
      )
      .select('id, label, quantity, note');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([
      { id: expect.any(Number), label: 'apricots', quantity: 3, note: null },
      { id: expect.any(Number), label: 'almonds', quantity: 1, note: 'raw' },
    ]);
    expect(data![1]!.id).toBeGreaterThan(data![0]!.id);
  });

  test('without it the missing keys are NULL: the NOT NULL identity fails with 23502 and nothing is written', async () => {
    const before = (await postgrest13().from('rp_items').select('*', { count: 'exact', head: true })).count;
    const { error, status } = await postgrest13()
      .from('rp_items')
      .insert([{ id: 90, label: 'figs' }, { label: 'dates' }]);
    expect(status).toBe(400);
    expect(error?.code).toBe('23502');
    expect((await postgrest13().from('rp_items').select('*', { count: 'exact', head: true })).count).toBe(before);
  });

  test('Preference-Applied names missing=default', async () => {
    const res = await rest('/rp_items?columns=label,quantity', {
      method: 'POST',
      body: '[{"label":"mulberries"}]',
      headers: { Prefer: 'missing=default' },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('preference-applied')).toBe('missing=default');
  });
});

describe('PUT: the upsert of one row named by its primary key', () => {
  test('201 when inserted, 200 when replaced, 204 with return=minimal', async () => {
    const put = (value: number, prefer = 'return=representation') =>
      rest('/rp_counters?id=eq.9', { method: 'PUT', body: JSON.stringify({ id: 9, value }), headers: { Prefer: prefer } });
    const created = await put(3);
    expect([created.status, await created.json()]).toEqual([201, [{ id: 9, value: 3 }]]);
    const replaced = await put(4);
    expect([replaced.status, await replaced.json()]).toEqual([200, [{ id: 9, value: 4 }]]);
    expect((await put(5, 'return=minimal')).status).toBe(204);
    expect((await postgrest13().from('rp_counters').select('value').eq('id', 9).single()).data).toEqual({ value: 5 });
    await postgrest13().from('rp_counters').delete().eq('id', 9);
  });

  test('a body naming another row is 400 PGRST115; other filters 405 PGRST105; limit 400 PGRST114', async () => {
    const mismatch = await rest('/rp_counters?id=eq.10', { method: 'PUT', body: '{"id": 11, "value": 1}' });
    expect([mismatch.status, await mismatch.json()]).toEqual([
      400,
      { code: 'PGRST115', message: 'Payload values do not match URL in primary key column(s)', details: null, hint: null },
    ]);
    expect((await postgrest13().from('rp_counters').select('id').in('id', [10, 11])).data).toEqual([]);
    const notKey = await rest('/rp_counters?value=eq.1', { method: 'PUT', body: '{"id": 10, "value": 1}' });
    expect([notKey.status, (await notKey.json()).code]).toEqual([405, 'PGRST105']);
    const limited = await rest('/rp_counters?id=eq.10&limit=1', { method: 'PUT', body: '{"id": 10, "value": 1}' });
    expect([limited.status, (await limited.json()).message]).toEqual([400, 'limit/offset querystring parameters are not allowed for PUT']);
  });
});
