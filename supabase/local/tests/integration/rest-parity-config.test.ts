import { startBackendForSuite } from '../support/backend-suite.ts';

// PostgREST settings that hosted Supabase leaves at their defaults, switched on here under PostgREST's
// own names: a second exposed schema (db-schemas), aggregates, EXPLAIN output and Prefer: tx (db-tx-end).
// rest-conformance.test.ts checks the defaults (all off). The fixtures store db_aggregates_enabled = false
// in the database; PGRST_DB_CONFIG=false makes this suite ignore it, so aggregates stay on.
const suite = startBackendForSuite({
  env: {
    SUPABASE_LOCAL_EXTRA_MIGRATIONS: 'supabase/local/tests/fixtures/rest-parity-migrations',
    PGRST_DB_SCHEMAS: 'public, rp_extra',
    PGRST_DB_AGGREGATES_ENABLED: 'true',
    PGRST_DB_PLAN_ENABLED: 'true',
    PGRST_DB_TX_END: 'commit-allow-override',
    PGRST_DB_CONFIG: 'false',
  },
});

function rest(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${suite.backend.url}/rest/v1${path}`, { headers: { apikey: suite.backend.anonKey, ...headers } });
}

describe('db-schemas: Accept-Profile and Content-Profile pick an exposed schema', () => {
  test('a table of the same name in each schema; the response names the profile', async () => {
    expect((await suite.anon.schema('rp_extra').from('rp_films').select('title')).data).toEqual([{ title: 'a film of the extra schema' }]);
    expect((await suite.anon.from('rp_films').select('title').eq('id', 2)).data).toEqual([{ title: 'Jinnah' }]);
    const extra = await rest('/rp_notes?select=body', { 'Accept-Profile': 'rp_extra' });
    expect([extra.status, extra.headers.get('content-profile'), await extra.json()]).toEqual([
      200,
      'rp_extra',
      [{ body: 'from the extra schema' }],
    ]);
    const plain = await rest('/rp_films?select=id&limit=1');
    expect(plain.headers.get('content-profile')).toBe('public');
  });

  test("a request runs with its profile's schema first on the search path, then public and extensions; a write goes by Content-Profile", async () => {
    expect((await suite.anon.schema('rp_extra').rpc('rp_where_am_i')).data).toBe('rp_extra | "rp_extra", "public", "extensions"');
    const inserted = await suite.service.schema('rp_extra').from('rp_notes').insert({ id: 2, body: 'second' }).select('id');
    expect([inserted.status, inserted.data]).toEqual([201, [{ id: 2 }]]);
    expect((await suite.anon.from('rp_notes').select('id')).error).toMatchObject({ code: 'PGRST205' });
  });

  test('a schema that is not exposed is 406 PGRST106 listing the exposed ones', async () => {
    const res = await rest('/users?select=id', { 'Accept-Profile': 'auth' });
    expect(res.status).toBe(406);
    expect(await res.json()).toEqual({
      code: 'PGRST106',
      message: 'Invalid schema: auth',
      details: null,
      hint: 'Only the following schemas are exposed: public, rp_extra',
    });
  });
});

describe('db-aggregates-enabled', () => {
  test('count(), sum(), avg(), max() with GROUP BY the other columns, aliases and casts', async () => {
    const { data, error } = await suite.anon
      .from('rp_films')
      .select('director_id, count(), latest:year.max(), year.avg()::int')
      .order('director_id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { director_id: 1, count: 2, latest: 2013, avg: 2008 },
      { director_id: 2, count: 1, latest: 1998, avg: 1998 },
      { director_id: 3, count: 1, latest: 2008, avg: 2008 },
    ]);
    expect((await suite.anon.from('rp_films').select('year.sum()')).data).toEqual([{ sum: 8022 }]);
  });

  test('an aggregate inside an embedded resource', async () => {
    const { data } = await suite.anon.from('rp_directors').select('name, rp_films(count())').eq('id', 1);
    expect(data).toEqual([{ name: 'Sabiha Sumar', rp_films: [{ count: 2 }] }]);
  });

  test('aggregates in a to-one spread are taken over the rows the columns are spread into (PostgREST hoists them)', async () => {
    const { data, error } = await suite.anon
      .from('rp_films')
      .select('director_id, ...rp_film_specs(total:runtime_minutes.sum(), runtime_minutes.max()::text)')
      .order('director_id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { director_id: 1, total: 99, max: '99' },
      { director_id: 2, total: 110, max: '110' },
      { director_id: 3, total: null, max: null },
    ]);
  });

  test("aggregates in a to-many spread are 400 PGRST127 in PostgREST's words; count() in a to-one spread in this backend's", async () => {
    const many = await suite.anon.from('rp_directors').select('name, ...rp_films(count())');
    expect([many.status, many.error]).toEqual([
      400,
      {
        code: 'PGRST127',
        message: 'Feature not implemented',
        details: 'Aggregates are not implemented for one-to-many or many-to-many spreads.',
        hint: null,
      },
    ]);
    const one = await suite.anon.from('rp_films').select('...rp_directors(count())');
    expect([one.status, one.error?.code]).toEqual([400, 'PGRST127']);
  });
});

describe('db-plan-enabled: supabase-js explain()', () => {
  test("text and JSON plans of the request's statement", async () => {
    const text = await suite.anon.from('rp_films').select('title').eq('id', 1).explain();
    expect(text.status).toBe(200);
    expect(String(text.data)).toMatch(/Scan/);
    const json = await suite.anon.from('rp_films').select('title').explain({ format: 'json' });
    expect((json.data as unknown as { Plan: { 'Node Type': string } }[])[0]!.Plan['Node Type']).toBeTruthy();
    const res = await rest('/rp_films?select=title', {
      Accept: 'application/vnd.pgrst.plan+json; for="application/json"; options=verbose',
    });
    expect(res.headers.get('content-type')).toBe('application/vnd.pgrst.plan+json; for="application/json"; options=verbose; charset=utf-8');
  });
});

describe('db-tx-end = commit-allow-override: Prefer: tx=rollback (supabase-js rollback())', () => {
  test('the write runs and answers, then is rolled back', async () => {
    const res = await fetch(`${suite.backend.url}/rest/v1/rp_counters?id=eq.5&select=value`, {
      method: 'PATCH',
      body: '{"value": 42}',
      headers: {
        apikey: suite.backend.serviceRoleKey,
        Authorization: `Bearer ${suite.backend.serviceRoleKey}`,
        'Content-Type': 'application/json',
        Prefer: 'return=representation, tx=rollback',
      },
    });
    expect([res.status, await res.json(), res.headers.get('preference-applied')]).toEqual([
      200,
      [{ value: 42 }],
      'return=representation, tx=rollback',
    ]);
    expect((await suite.service.from('rp_counters').select('value').eq('id', 5).single()).data).toEqual({ value: 0 });
    const dry = await suite.service.from('rp_counters').update({ value: 43 }).eq('id', 5).select('value').rollback();
    expect(dry.data).toEqual([{ value: 43 }]);
    expect((await suite.service.from('rp_counters').select('value').eq('id', 5).single()).data).toEqual({ value: 0 });
  });
});
