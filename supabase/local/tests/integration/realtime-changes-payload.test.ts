// Postgres Changes: the payloads the feed delivers, events, filters and subscribe errors, as hosted
// Realtime gives them. The feed runs on the suite's database (PGlite in a child process, or PostgreSQL).
import { changeBindings } from '../../realtime/postgres-changes/index.ts';
import { openFeedHarness, type FeedHarness } from '../fixtures/realtime-changes/feed-harness.ts';
import { SERVICE_ROLE, TABLES_SQL, USER_A } from '../fixtures/realtime-changes/tables.ts';

let feed: FeedHarness;

beforeAll(async () => {
  feed = await openFeedHarness();
  await feed.exec(TABLES_SQL);
});

afterAll(() => feed?.close());

const COMMIT_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const NOTE_COLUMNS = [
  { name: 'id', type: 'int8' },
  { name: 'owner', type: 'uuid' },
  { name: 'body', type: 'text' },
  { name: 'amount', type: 'numeric' },
  { name: 'done', type: 'bool' },
  { name: 'meta', type: 'jsonb' },
  { name: 'tags', type: '_text' },
  { name: 'created_at', type: 'timestamptz' },
];

test('the bindings echo each filter with the id its payloads carry', async () => {
  const filters = [
    { event: '*', schema: 'public', table: 'rc_notes' },
    { event: 'INSERT', schema: 'public', table: 'rc_notes', filter: 'body=eq.x' },
  ];
  const subscriber = await feed.subscribe(filters, SERVICE_ROLE);
  expect(subscriber.bindings).toEqual(changeBindings(filters));
  expect(subscriber.bindings.map(({ id, ...filter }) => (expect(Number.isInteger(id)).toBe(true), filter))).toEqual(filters);
  expect(subscriber.bindings[0]!.id).not.toBe(subscriber.bindings[1]!.id);
  await subscriber.unsubscribe();
});

test('an INSERT, UPDATE and DELETE arrive with hosted keys and value types, times in UTC', async () => {
  const subscriber = await feed.subscribe([{ event: '*', schema: 'public', table: 'rc_notes' }], SERVICE_ROLE);
  const bindingId = subscriber.bindings[0]!.id;
  await feed.exec(`begin; set local timezone to 'Asia/Karachi';
    insert into public.rc_notes (id, owner, body, amount, meta, tags, created_at)
    values (1, '${USER_A}', 'hello', 12.50, '{"a": [1, true]}', '{x,y}', '2026-01-02 08:04:05.25+05'); commit;`);
  const inserted = await subscriber.next();
  expect(inserted).toEqual({
    ids: [bindingId],
    data: {
      columns: NOTE_COLUMNS,
      commit_timestamp: expect.stringMatching(COMMIT_TIMESTAMP),
      errors: null,
      record: {
        id: 1,
        owner: USER_A,
        body: 'hello',
        amount: 12.5,
        done: false,
        meta: { a: [1, true] },
        tags: ['x', 'y'],
        created_at: '2026-01-02T03:04:05.25+00:00',
      },
      schema: 'public',
      table: 'rc_notes',
      type: 'INSERT',
    },
  });
  expect(inserted.data).not.toHaveProperty('old_record');

  await feed.exec("update public.rc_notes set body = 'changed', done = true where id = 1");
  const updated = (await subscriber.next()).data as Record<string, unknown>;
  expect(updated).toMatchObject({ type: 'UPDATE', old_record: { id: 1 }, record: { id: 1, body: 'changed', done: true } });

  await feed.exec('delete from public.rc_notes where id = 1');
  const deleted = (await subscriber.next()).data as Record<string, unknown>;
  expect(deleted).toEqual({
    columns: NOTE_COLUMNS,
    commit_timestamp: expect.stringMatching(COMMIT_TIMESTAMP),
    errors: null,
    old_record: { id: 1 },
    schema: 'public',
    table: 'rc_notes',
    type: 'DELETE',
  });
  await subscriber.unsubscribe();
});

test('with REPLICA IDENTITY FULL the old record is the whole previous row', async () => {
  const subscriber = await feed.subscribe([{ event: '*', schema: 'public', table: 'rc_labels' }], SERVICE_ROLE);
  await feed.exec("insert into public.rc_labels values (1, 'one', 's1'); update public.rc_labels set label = 'uno' where id = 1");
  expect((await subscriber.next()).data).toMatchObject({ type: 'INSERT', record: { id: 1, label: 'one', secret: 's1' } });
  expect((await subscriber.next()).data).toMatchObject({
    type: 'UPDATE',
    old_record: { id: 1, label: 'one', secret: 's1' },
    record: { id: 1, label: 'uno', secret: 's1' },
  });
  await feed.exec('delete from public.rc_labels where id = 1');
  expect((await subscriber.next()).data).toMatchObject({ type: 'DELETE', old_record: { id: 1, label: 'uno', secret: 's1' } });
  await subscriber.unsubscribe();
});

test('a row larger than a NOTIFY payload arrives whole', async () => {
  const subscriber = await feed.subscribe([{ event: 'INSERT', schema: 'public', table: 'rc_notes' }], SERVICE_ROLE);
  const body = 'x'.repeat(20_000);
  await feed.exec(`insert into public.rc_notes (id, body) values (2, '${body}')`);
  expect(((await subscriber.next()).data as { record: { body: string } }).record.body).toBe(body);
  await subscriber.unsubscribe();
});

test('a change over 1 MB keeps only its values of at most 64 bytes, with hosted 413 error', async () => {
  const subscriber = await feed.subscribe([{ event: 'INSERT', schema: 'public', table: 'rc_notes' }], SERVICE_ROLE);
  await feed.exec(`insert into public.rc_notes (id, body, amount) values (4, '${'y'.repeat(1_100_000)}', 3)`);
  const data = (await subscriber.next()).data as { errors: string[]; record: Record<string, unknown> };
  expect(data.errors).toEqual(['Error 413: Payload Too Large']);
  expect(data.record).toMatchObject({ id: 4, amount: 3, done: false });
  expect(data.record).not.toHaveProperty('body');
  await subscriber.unsubscribe();
});

test('an event filter only lets its action through', async () => {
  const subscriber = await feed.subscribe([{ event: 'DELETE', schema: 'public', table: 'rc_notes' }], SERVICE_ROLE);
  await feed.exec("insert into public.rc_notes (id, body) values (3, 'a'); update public.rc_notes set body = 'b' where id = 3");
  await feed.exec('delete from public.rc_notes where id = 3');
  expect((await subscriber.next()).data).toMatchObject({ type: 'DELETE', old_record: { id: 3 } });
  await subscriber.unsubscribe();
});

test('each filter operator decides on the typed value, and the payload lists the bindings that matched', async () => {
  const filters = [
    'body=eq.pear',
    'body=neq.pear',
    'amount=lt.10',
    'amount=lte.5',
    'amount=gt.4.5',
    'amount=gte.6',
    'id=in.(7,8)',
    'id=in.(9)',
    'body=not.eq.pear',
    'body=like.pe%',
    'done=is.false',
    'amount=gt.2,body=eq.pear',
  ].map((filter) => ({ event: 'INSERT', schema: 'public', table: 'rc_notes', filter }));
  const subscriber = await feed.subscribe(filters, SERVICE_ROLE);
  await feed.exec("insert into public.rc_notes (id, body, amount) values (7, 'pear', 5)");
  const { ids } = await subscriber.next();
  const expected = [
    'body=eq.pear',
    'amount=lt.10',
    'amount=lte.5',
    'amount=gt.4.5',
    'id=in.(7,8)',
    'body=like.pe%',
    'done=is.false',
    'amount=gt.2,body=eq.pear',
  ];
  expect(new Set(ids as number[])).toEqual(new Set(subscriber.bindings.filter((b) => expected.includes(b.filter!)).map((b) => b.id)));
  await subscriber.unsubscribe();
});

test('a DELETE passes a filter only on the old values it carries', async () => {
  const subscriber = await feed.subscribe(
    [
      { event: 'DELETE', schema: 'public', table: 'rc_notes', filter: 'body=eq.gone' },
      { event: 'DELETE', schema: 'public', table: 'rc_notes', filter: 'id=eq.10' },
    ],
    SERVICE_ROLE,
  );
  await feed.exec("insert into public.rc_notes (id, body) values (10, 'gone'); delete from public.rc_notes where id = 10");
  expect((await subscriber.next()).ids).toEqual([subscriber.bindings[1]!.id]);
  await subscriber.unsubscribe();
});

test('schema * covers every published table of the schema; a table that leaves the publication stops', async () => {
  const subscriber = await feed.subscribe([{ event: 'INSERT', schema: '*' }], SERVICE_ROLE);
  await feed.exec("insert into public.rc_labels values (20, 'twenty', null)");
  expect((await subscriber.next()).data).toMatchObject({ table: 'rc_labels', record: { id: 20 } });
  await feed.exec('alter publication supabase_realtime drop table public.rc_labels');
  await feed.exec("insert into public.rc_labels values (21, 'gone', null); insert into public.rc_notes (id, body) values (21, 'kept')");
  expect((await subscriber.next()).data).toMatchObject({ table: 'rc_notes', record: { id: 21 } });
  await feed.exec('alter publication supabase_realtime add table public.rc_labels');
  await subscriber.unsubscribe();
});

describe('subscribe errors, with hosted text', () => {
  const refusal = (filter: Record<string, string>) =>
    feed.subscribe([filter as never], SERVICE_ROLE).then(
      () => null,
      (error: Error) => ({ name: error.name, message: error.message }),
    );

  test.each([
    ['subject=foo.hey', 'Error parsing `filter` params: ["foo", "hey"]'],
    ['undefined', 'Error parsing `filter` params: ["undefined"]'],
    ['id=in.7', 'Error parsing `filter` params: `in` filter value must be wrapped by parentheses'],
    ['id=eq.1,,body=eq.x', 'Error parsing `filter` params: filter must not contain empty segments (check for extra commas)'],
  ])('a malformed filter %s', async (filter, message) => {
    expect(await refusal({ event: '*', schema: 'public', table: 'rc_notes', filter })).toEqual({
      name: 'ChangeSubscriptionError',
      message,
    });
  });

  test('a table outside the publication', async () => {
    expect(await refusal({ event: '*', schema: 'public', table: 'rc_unpublished' })).toEqual({
      name: 'ChangeSubscriptionError',
      message:
        'Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ' +
        '[event: *, schema: public, table: rc_unpublished, filters: [], select: nil]',
    });
  });

  test.each([
    ['nope=eq.1', 'ERROR P0001 (raise_exception) invalid column for filter nope', '{"nope", "eq", "1", false}'],
    ['id=eq.abc', 'ERROR 22P02 (invalid_text_representation) invalid input syntax for type bigint: "abc"', '{"id", "eq", "abc", false}'],
  ])('a filter the table refuses: %s', async (filter, exception, logged) => {
    expect(await refusal({ event: 'UPDATE', schema: 'public', table: 'rc_notes', filter })).toEqual({
      name: 'ChangeSubscriptionError',
      message:
        'Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: ' +
        `[event: UPDATE, schema: public, table: rc_notes, filters: [${logged}], select: nil]. Exception: ${exception}`,
    });
  });
});
