import { startBackendForSuite, withFixtureMigrations } from '../support/backend-suite.ts';

// docs/backend-conformance.md, section "REST (PostgREST)": with hosted Supabase's configuration, each
// setting that is off and each PostgREST feature this backend does not have answers with PostgREST's own
// error for it, never with a different result. Features that are supported have their own tests
// (rest-*.test.ts); a few that have no other home are checked at the end.
const suite = startBackendForSuite(withFixtureMigrations('rest-parity-migrations'));

function rest(path: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Response> {
  return fetch(`${suite.backend.url}/rest/v1${path}`, {
    ...init,
    headers: { apikey: suite.backend.serviceRoleKey, Authorization: `Bearer ${suite.backend.serviceRoleKey}`, ...init.headers },
  });
}

const error = (code: string, message: string, details: unknown = null, hint: string | null = null) => ({ code, message, details, hint });

describe('settings off by default, as on hosted Supabase', () => {
  test('db-aggregates-enabled = false: an aggregate is 400 PGRST123', async () => {
    const { status, error: e } = await suite.anon.from('rp_films').select('count()');
    expect([status, e]).toEqual([400, error('PGRST123', 'Use of aggregate functions is not allowed')]);
    expect((await suite.anon.from('rp_films').select('year.sum()')).error?.code).toBe('PGRST123');
  });

  test('db-plan-enabled = false: explain() is 406 PGRST107', async () => {
    const { status, error: e } = await suite.anon.from('rp_films').select('title').explain();
    expect(status).toBe(406);
    expect(e).toEqual(
      error('PGRST107', 'None of these media types are available: application/vnd.pgrst.plan+text; for="application/json"'),
    );
  });

  test('db-tx-end = commit: Prefer: tx=rollback is accepted and ignored, the write commits', async () => {
    const res = await rest('/rp_counters?id=eq.4', {
      method: 'PATCH',
      body: '{"value": 11}',
      headers: { 'Content-Type': 'application/json', Prefer: 'tx=rollback' },
    });
    expect([res.status, res.headers.get('preference-applied')]).toEqual([204, null]);
    expect((await suite.service.from('rp_counters').select('value').eq('id', 4).single()).data).toEqual({ value: 11 });
    await suite.service.from('rp_counters').update({ value: 0 }).eq('id', 4);
  });

  test('db-schemas = public: another profile is 406 PGRST106, and responses carry no Content-Profile', async () => {
    const { status, error: e } = await suite.anon.schema('rp_extra').from('rp_notes').select('body');
    expect([status, e]).toEqual([
      406,
      error('PGRST106', 'Invalid schema: rp_extra', null, 'Only the following schemas are exposed: public'),
    ]);
    expect((await rest('/rp_films?select=id&limit=1')).headers.get('content-profile')).toBeNull();
  });
});

describe("PostgREST features this backend does not have: PostgREST's error, never another result", () => {
  test('CSV request bodies: 400 PGRST127', async () => {
    const res = await rest('/rp_counters', { method: 'POST', body: 'id,value\n20,1', headers: { 'Content-Type': 'text/csv' } });
    expect([res.status, await res.json()]).toEqual([
      400,
      error('PGRST127', 'Feature not implemented', 'CSV request bodies are not supported by this backend; send JSON.'),
    ]);
    expect((await suite.service.from('rp_counters').select('id').eq('id', 20)).data).toEqual([]);
  });

  test('data representations (a domain with an implicit cast to json): 400 PGRST127 on reads and writes', async () => {
    const details =
      "'rp_swatches' has a column whose domain has a data representation (a cast to or from json or text); this backend does not apply them.";
    const read = await suite.anon.from('rp_swatches').select('color');
    expect([read.status, read.error]).toEqual([400, error('PGRST127', 'Feature not implemented', details)]);
    const write = await suite.service.from('rp_swatches').insert({ id: 2, color: '#ffffff' });
    expect([write.status, write.error?.code]).toEqual([400, 'PGRST127']);
    expect((await suite.service.from('rp_swatches').select('id', { count: 'exact', head: true })).status).toBe(400);
  });

  test('media type handlers (Accept types other than JSON, CSV, GeoJSON): 406 PGRST107', async () => {
    const res = await rest('/rp_films?select=title', { headers: { Accept: 'text/plain' } });
    expect([res.status, await res.json()]).toEqual([406, error('PGRST107', 'None of these media types are available: text/plain')]);
    const any = await rest('/rp_films?select=title', { headers: { Accept: 'application/*' } });
    expect(any.status).toBe(406);
  });

  test('the OpenAPI description at the root: 404 PGRST126', async () => {
    const res = await rest('/');
    expect([res.status, await res.json()]).toEqual([404, error('PGRST126', 'Root endpoint metadata is disabled')]);
  });

  test('Prefer: params=single-object (gone since PostgREST 13): ignored, or 400 PGRST122 with handling=strict', async () => {
    const lenient = await rest('/rpc/rp_pick', {
      method: 'POST',
      body: '{"a": 1}',
      headers: { 'Content-Type': 'application/json', Prefer: 'params=single-object' },
    });
    expect(await lenient.json()).toBe('a=1');
    const strict = await rest('/rpc/rp_pick', {
      method: 'POST',
      body: '{"a": 1}',
      headers: { 'Content-Type': 'application/json', Prefer: 'params=single-object, handling=strict' },
    });
    expect([strict.status, await strict.json()]).toEqual([
      400,
      error('PGRST122', 'Invalid preferences given with handling=strict', 'Invalid preferences: params=single-object'),
    ]);
  });
});

describe('supported features with no other test file', () => {
  test('computed fields: a function of a row is selected, filtered and ordered like a column', async () => {
    const { data } = await suite.anon.from('rp_films').select('id, rp_film_label').like('rp_film_label', '%(19%').order('rp_film_label');
    expect(data).toEqual([{ id: 2, rp_film_label: 'Jinnah (1998)' }]);
  });

  test('a form body inserts a row of text values; nulls=stripped has its own content type', async () => {
    const res = await rest('/rp_counters', {
      method: 'POST',
      body: 'id=21&value=2',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(201);
    expect((await suite.service.from('rp_counters').select('value').eq('id', 21).single()).data).toEqual({ value: 2 });
    await suite.service.from('rp_counters').delete().eq('id', 21);
    const stripped = await rest('/rp_items?select=label,note&id=eq.1', {
      headers: { Accept: 'application/vnd.pgrst.array+json;nulls=stripped' },
    });
    expect([stripped.headers.get('content-type'), await stripped.json()]).toEqual([
      'application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8',
      [{ label: 'walnuts' }],
    ]);
  });
});
