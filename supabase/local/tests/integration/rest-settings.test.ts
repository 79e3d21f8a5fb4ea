import { startBackendForSuite } from '../support/backend-suite.ts';

// PostgREST's in-database configuration (`alter role authenticator … set pgrst.…`, read at start and on
// NOTIFY pgrst 'reload config'), the schema cache reloading on NOTIFY pgrst, functions with an unnamed
// parameter, overloads in PostgREST's order and one table embedded twice, on
// tests/fixtures/rest-settings-migrations. EXPLAIN is on in the environment, so that a setting stored
// in the database can be seen overriding it.
const suite = startBackendForSuite({
  env: {
    SUPABASE_LOCAL_EXTRA_MIGRATIONS: 'supabase/local/tests/fixtures/rest-settings-migrations',
    PGRST_DB_PLAN_ENABLED: 'true',
  },
});

const NOTIFY_ATTEMPTS = 200;

function rest(path: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Response> {
  return fetch(`${suite.backend.url}/rest/v1${path}`, { ...init, headers: { apikey: suite.backend.anonKey, ...init.headers } });
}

async function answer(request: Promise<Response>): Promise<[number, unknown]> {
  const res = await request;
  return [res.status, await res.json()];
}

async function service(fn: string, args: Record<string, unknown>): Promise<void> {
  const { error } = await suite.service.rpc(fn, args);
  expect(error).toBeNull();
}

/** A NOTIFY is handled after its transaction commits: ask again until the answer changes (or give up and let the assertion fail). */
async function once<T>(probe: () => Promise<T>, changed: (value: T) => boolean): Promise<T> {
  let value = await probe();
  for (let attempt = 1; attempt < NOTIFY_ATTEMPTS && !changed(value); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    value = await probe();
  }
  return value;
}

const sumOfPrices = () => answer(rest('/rs_items?select=price.sum()'));
const explain = () => rest('/rs_items?select=id', { headers: { Accept: 'application/vnd.pgrst.plan+json' } }).then((res) => res.status);

describe('pgrst.* settings stored in the database', () => {
  test("db_aggregates_enabled set for the authenticator role applies on NOTIFY pgrst, 'reload config', and its reset too", async () => {
    expect(await sumOfPrices()).toEqual([
      400,
      { code: 'PGRST123', message: 'Use of aggregate functions is not allowed', details: null, hint: null },
    ]);
    await service('rs_test_set_pgrst', { setting: 'db_aggregates_enabled', value: 'true' });
    await service('rs_test_notify', { payload: 'reload config' });
    expect(await once(sumOfPrices, ([status]) => status === 200)).toEqual([200, [{ sum: 42 }]]);

    await service('rs_test_set_pgrst', { setting: 'db_aggregates_enabled', value: null });
    await service('rs_test_notify', { payload: 'reload config' });
    expect((await once(sumOfPrices, ([status]) => status !== 200))[0]).toBe(400);
  });

  test('a setting in the database overrides the environment (PGRST_DB_PLAN_ENABLED=true here), as PostgREST documents', async () => {
    expect(await explain()).toBe(200);
    await service('rs_test_set_pgrst', { setting: 'db_plan_enabled', value: 'false' });
    await service('rs_test_notify', { payload: 'reload config' });
    expect(await once(explain, (status) => status !== 200)).toBe(406);

    await service('rs_test_set_pgrst', { setting: 'db_plan_enabled', value: null });
    await service('rs_test_notify', { payload: 'reload config' });
    expect(await once(explain, (status) => status === 200)).toBe(200);
  });

  test('settings stored before start are read at start: db_tx_end = commit-allow-override honours Prefer: tx=rollback', async () => {
    const res = await fetch(`${suite.backend.url}/rest/v1/rs_items?select=id,price`, {
      method: 'POST',
      body: '{"id": 3, "price": 7}',
      headers: {
        apikey: suite.backend.serviceRoleKey,
        'Content-Type': 'application/json',
        Prefer: 'return=representation, tx=rollback',
      },
    });
    expect([res.status, await res.json(), res.headers.get('preference-applied')]).toEqual([
      201,
      [{ id: 3, price: 7 }],
      'return=representation, tx=rollback',
    ]);
    expect((await suite.service.from('rs_items').select('id').eq('id', 3)).data).toEqual([]);
  });

  test('an invalid value on reload is logged and the settings in force stay', async () => {
    await service('rs_test_set_pgrst', { setting: 'db_tx_end', value: 'sometimes' });
    await service('rs_test_notify', { payload: 'reload config' });
    const logged = await once(
      async () => suite.backend.output(),
      (output) => output.includes('PGRST_DB_TX_END must be one of'),
    );
    expect(logged).toContain('[rest] reload config after NOTIFY pgrst failed');
    const dry = await suite.service.from('rs_items').insert({ id: 4, price: 1 }).select('id').rollback();
    expect([dry.status, dry.data]).toEqual([201, [{ id: 4 }]]);
    expect((await suite.service.from('rs_items').select('id').eq('id', 4)).data).toEqual([]);
  });
});

test('a verbose plan shows the Query Identifier, as on hosted Supabase where pg_stat_statements computes it', async () => {
  const res = await rest('/rs_items?select=id', { headers: { Accept: 'application/vnd.pgrst.plan+json; options=verbose' } });
  const [plan] = (await res.json()) as { 'Query Identifier'?: unknown }[];
  expect([res.status, typeof plan?.['Query Identifier']]).toEqual([200, 'number']);
});

describe('NOTIFY pgrst reloads the schema cache', () => {
  const pick = () => answer(rest('/rpc/rs_pick', { method: 'POST', body: '{"a": 1}', headers: { 'Content-Type': 'application/json' } }));

  test("'reload schema' sees a new overload; an empty payload sees it dropped", async () => {
    expect(await pick()).toEqual([200, 'one parameter']);
    await service('rs_test_overload_pick', { present: true });
    await service('rs_test_notify', { payload: 'reload schema' });
    expect(await once(pick, ([status]) => status === 300)).toEqual([
      300,
      {
        code: 'PGRST203',
        message:
          'Could not choose the best candidate function between: public.rs_pick(a => integer), public.rs_pick(a => integer, b => integer)',
        details: null,
        hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      },
    ]);

    await service('rs_test_overload_pick', { present: false });
    await service('rs_test_notify', { payload: '' });
    expect(await once(pick, ([status]) => status === 200)).toEqual([200, 'one parameter']);
  });
});

describe('a single unnamed parameter is only json, jsonb, text, xml or bytea', () => {
  const call = (fn: string, body: string) =>
    answer(rest(`/rpc/${fn}`, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } }));

  test('a function whose unnamed parameter is an integer is not in the schema cache: 404 PGRST202', async () => {
    expect(await call('rs_unnamed_int', '{"": 1}')).toEqual([
      404,
      {
        code: 'PGRST202',
        message: 'Could not find the function public.rs_unnamed_int() in the schema cache',
        details:
          'Searched for the function public.rs_unnamed_int with parameter  or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
        hint: 'Perhaps you meant to call the function public.rs_unnamed_text',
      },
    ]);
  });

  test('nor one whose unnamed parameter is a row type: 404 PGRST202, not a malformed record literal', async () => {
    const [status, body] = await call('rs_unnamed_row', '{"": {"id": 1, "price": 10}}');
    expect([status, (body as { code: string }).code]).toEqual([404, 'PGRST202']);
  });

  test('of a boolean and a text overload only the text one exists for PostgREST: 200, not 300 PGRST203', async () => {
    expect(await call('rs_either', '{"": "x"}')).toEqual([200, 'the text one']);
  });
});

test('PGRST203 lists the candidates in PostgREST order: fewer parameters, then no comment, then by parameter names', async () => {
  const { status, error } = await suite.anon.rpc('rs_order', { a: 1 });
  expect([status, error?.message]).toEqual([
    300,
    'Could not choose the best candidate function between: public.rs_order(a => integer), public.rs_order(a => integer, c => text), public.rs_order(a => integer, b => integer)',
  ]);
});

describe('one table embedded twice', () => {
  test('through two foreign-key hints without aliases: 400 42712, as Postgres answers PostgREST', async () => {
    expect(await answer(rest('/rs_pairs?select=rs_items!first_item(price),rs_items!second_item(price)'))).toEqual([
      400,
      { code: '42712', message: 'table name "rs_pairs_rs_items_1" specified more than once', details: null, hint: null },
    ]);
  });

  test('with aliases both embeds are answered', async () => {
    const { data, error } = await suite.anon
      .from('rs_pairs')
      .select('first:rs_items!first_item(price), second:rs_items!second_item(price)');
    expect(error).toBeNull();
    expect(data).toEqual([{ first: { price: 10 }, second: { price: 32 } }]);
  });
});
