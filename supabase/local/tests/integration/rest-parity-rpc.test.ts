import { startBackendForSuite, withFixtureMigrations } from '../support/backend-suite.ts';

// Functions as PostgREST finds and calls them (issue 17): overloads, a single unnamed parameter taking
// the body whole, VARIADIC, arguments in the query string, CSV and timezone, on
// tests/fixtures/rest-parity-migrations. Bodies supabase-js cannot send (text, bytes, forms) go by fetch.
const suite = startBackendForSuite(withFixtureMigrations('rest-parity-migrations'));

function rest(path: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Response> {
  return fetch(`${suite.backend.url}/rest/v1${path}`, { ...init, headers: { apikey: suite.backend.anonKey, ...init.headers } });
}

describe('overloaded functions', () => {
  test("two overloads that both fit the arguments are 300 PGRST203, not Postgres's 42725", async () => {
    const { status, error } = await suite.anon.rpc('rp_ambiguous', { a: 1 });
    expect(status).toBe(300);
    expect(error).toMatchObject({
      code: 'PGRST203',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
    expect(error!.message).toBe(
      'Could not choose the best candidate function between: public.rp_ambiguous(a => integer, b => integer), public.rp_ambiguous(a => integer, c => text)',
    );
    expect((await suite.anon.rpc('rp_ambiguous', { a: 1, c: 'y' })).data).toBe('1y');
  });

  test('no overload with these names is 404 PGRST202 suggesting the closest parameter list', async () => {
    const { status, error } = await suite.anon.rpc('rp_pick', { a: 1, c: 2 });
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.rp_pick(a, c) in the schema cache',
      details:
        'Searched for the function public.rp_pick with parameters a, c or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.rp_pick(a, b)',
    });
  });
});

describe('a single unnamed parameter takes the body', () => {
  test('json/jsonb: any object, or an array of objects, reaches the function as it was sent', async () => {
    expect((await suite.anon.rpc('rp_whole', { nested: { deep: [1, 2] }, empty: null })).data).toEqual({
      nested: { deep: [1, 2] },
      empty: null,
    });
    const res = await rest('/rpc/rp_whole', {
      method: 'POST',
      body: '[{"a": 1}, {"a": 2}]',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(await res.json()).toEqual([{ a: 1 }, { a: 2 }]);
  });

  test('text/plain to a text parameter, application/octet-stream to bytea, text/xml to xml', async () => {
    const text = await rest('/rpc/rp_shout', { method: 'POST', body: 'dried apricots', headers: { 'Content-Type': 'text/plain' } });
    expect([text.status, await text.json()]).toEqual([200, 'DRIED APRICOTS']);
    const bytes = await rest('/rpc/rp_byte_count', {
      method: 'POST',
      body: new Uint8Array([0, 1, 2, 255, 0]),
      headers: { 'Content-Type': 'application/octet-stream' },
    });
    expect([bytes.status, await bytes.json()]).toEqual([200, 5]);
    const xml = await rest('/rpc/rp_xml_text', {
      method: 'POST',
      body: '<batch><item>walnuts</item></batch>',
      headers: { 'Content-Type': 'text/xml' },
    });
    expect([xml.status, await xml.json()]).toEqual([200, '<batch><item>walnuts</item></batch>']);
  });

  test('a raw body with no function to take it is 404 PGRST202 without a hint', async () => {
    const res = await rest('/rpc/rp_whole', { method: 'POST', body: 'hello', headers: { 'Content-Type': 'text/plain' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.rp_whole in the schema cache',
      details:
        'Searched for the function public.rp_whole with a single unnamed text parameter, but no matches were found in the schema cache.',
      hint: null,
    });
  });
});

describe('arguments', () => {
  test('VARIADIC: a JSON array, or the query parameter repeated', async () => {
    expect((await suite.anon.rpc('rp_sum_all', { nums: [1, 2, 3] })).data).toBe(6);
    const res = await rest('/rpc/rp_sum_all?nums=4&nums=5');
    expect(await res.json()).toBe(9);
  });

  test('query-string arguments are cast to the parameter type: a jsonb argument is a document, not a string', async () => {
    const res = await rest(`/rpc/rp_doc_keys?doc=${encodeURIComponent('{"b": 1, "a": 2}')}`);
    expect([res.status, await res.json()]).toEqual([200, ['a', 'b']]);
  });

  test('a form body gives named arguments as text', async () => {
    const res = await rest('/rpc/rp_pick', {
      method: 'POST',
      body: 'a=2&b=3',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(await res.json()).toBe('a+b=5');
  });

  test('an unknown Content-Type is 400 PGRST102', async () => {
    const res = await rest('/rpc/rp_pick', { method: 'POST', body: '<a/>', headers: { 'Content-Type': 'application/xml' } });
    expect([res.status, await res.json()]).toEqual([
      400,
      { code: 'PGRST102', message: 'Content-Type not acceptable: application/xml', details: null, hint: null },
    ]);
  });
});

describe('output', () => {
  test('.csv(): a header line and the rows as Postgres writes records', async () => {
    const { data, status } = await suite.anon.from('rp_films').select('id, title, year').order('id').limit(2).csv();
    expect(status).toBe(200);
    expect(data).toBe('id,title,year\n1,"Khamosh Pani",2003\n2,Jinnah,1998');
    const res = await rest('/rp_films?select=id&id=eq.99', { headers: { Accept: 'text/csv' } });
    expect([res.headers.get('content-type'), await res.text()]).toEqual(['text/csv; charset=utf-8', '\n']);
  });

  test("Prefer: timezone sets the transaction's time zone and is reported applied", async () => {
    const res = await rest('/rpc/rp_now_in_zone', {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json', Prefer: 'timezone=Asia/Karachi' },
    });
    expect(await res.json()).toBe('Asia/Karachi');
    expect(res.headers.get('preference-applied')).toBe('timezone=Asia/Karachi');
  });
});

describe('response.status and response.headers set in SQL', () => {
  test('a function sets the status and adds headers; a status that is not a number is 500 PGRST112', async () => {
    const { data, status } = await suite.anon.rpc('rp_accepted');
    expect([status, data]).toEqual([202, 'queued']);
    const res = await rest('/rpc/rp_accepted', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
    expect([res.status, res.headers.get('x-shop-batch'), res.headers.get('cache-control')]).toEqual([202, 'apricots', 'no-store']);
    const bad = await suite.anon.rpc('rp_bad_status');
    expect([bad.status, bad.error]).toEqual([
      500,
      { code: 'PGRST112', message: 'response.status guc must be a valid status code', details: null, hint: null },
    ]);
  });
});
