// Postgres Changes: who sees which change. RLS per subscriber with its claims, column privileges,
// hosted's 400/401 error payloads, DELETE on RLS tables, claim refreshes, unsubscribing, and the
// feed's own schema being closed to API roles. PGlite in a child process, or PostgreSQL.
import { openFeedHarness, type FeedHarness } from '../fixtures/realtime-changes/feed-harness.ts';
import { ANON, SERVICE_ROLE, TABLES_SQL, USER_A, USER_B, userClaims } from '../fixtures/realtime-changes/tables.ts';

let feed: FeedHarness;

beforeAll(async () => {
  feed = await openFeedHarness();
  await feed.exec(TABLES_SQL);
});

afterAll(() => feed?.close());

const NOTES = { event: '*', schema: 'public', table: 'rc_notes' };
const LABELS = { event: '*', schema: 'public', table: 'rc_labels' };

type Data = Record<string, unknown>;
const dataOf = async (subscriber: { next(): Promise<Record<string, unknown>> }) => (await subscriber.next()).data as Data;

test('an INSERT or UPDATE reaches only the subscribers whose policies let them select the row', async () => {
  const a = await feed.subscribe([NOTES], userClaims(USER_A));
  const b = await feed.subscribe([NOTES], userClaims(USER_B));
  const anon = await feed.subscribe([NOTES, LABELS], ANON);
  await feed.exec(`insert into public.rc_notes (id, owner, body) values (100, '${USER_A}', 'for a')`);
  await feed.exec(`update public.rc_notes set body = 'still a' where id = 100`);
  await feed.exec(`insert into public.rc_notes (id, owner, body) values (101, '${USER_B}', 'for b')`);
  await feed.exec("insert into public.rc_labels values (100, 'public', 'hidden from anon')");

  expect(await dataOf(a)).toMatchObject({ type: 'INSERT', record: { id: 100, body: 'for a' } });
  expect(await dataOf(a)).toMatchObject({ type: 'UPDATE', record: { id: 100, body: 'still a' } });
  expect(await dataOf(b)).toMatchObject({ type: 'INSERT', record: { id: 101, body: 'for b' } });
  const anonFirst = await anon.next();
  expect(anonFirst).toMatchObject({ ids: [anon.bindings[1]!.id], data: { table: 'rc_labels' } });
  for (const subscriber of [a, b, anon]) await subscriber.unsubscribe();
});

test('a role sees only the columns it may select', async () => {
  const anon = await feed.subscribe([LABELS], ANON);
  await feed.exec("insert into public.rc_labels values (110, 'shown', 'secret')");
  expect(await dataOf(anon)).toMatchObject({
    columns: [
      { name: 'id', type: 'int4' },
      { name: 'label', type: 'text' },
    ],
    record: { id: 110, label: 'shown' },
  });
  await feed.exec("update public.rc_labels set label = 'again' where id = 110");
  const updated = await dataOf(anon);
  expect(updated.record).toEqual({ id: 110, label: 'again' });
  expect(updated.old_record).toEqual({ id: 110, label: 'shown' });
  await anon.unsubscribe();
});

test('a DELETE on a table with RLS reaches every subscriber, with only the primary key', async () => {
  const b = await feed.subscribe([NOTES], userClaims(USER_B));
  await feed.exec(`insert into public.rc_notes (id, owner, body) values (120, '${USER_A}', 'a only')`);
  await feed.exec('delete from public.rc_notes where id = 120');
  expect(await dataOf(b)).toMatchObject({ type: 'DELETE', old_record: { id: 120 }, errors: null });
  await b.unsubscribe();
});

test('a role without SELECT on the key gets hosted 401 payloads; a table without a primary key gets 400', async () => {
  const anon = await feed.subscribe(
    [
      { event: '*', schema: 'public', table: 'rc_hidden' },
      { event: '*', schema: 'public', table: 'rc_log' },
    ],
    ANON,
  );
  await feed.exec("insert into public.rc_hidden values (1, 'private')");
  expect(await anon.next()).toEqual({
    ids: [anon.bindings[0]!.id],
    data: {
      columns: [],
      commit_timestamp: null,
      errors: ['Error 401: Unauthorized'],
      record: {},
      schema: 'public',
      table: 'rc_hidden',
      type: 'INSERT',
    },
  });
  await feed.exec("insert into public.rc_log values ('line')");
  expect(await anon.next()).toEqual({
    ids: [anon.bindings[1]!.id],
    data: {
      columns: [],
      commit_timestamp: null,
      errors: ['Error 400: Bad Request, no primary key'],
      record: {},
      schema: 'public',
      table: 'rc_log',
      type: 'INSERT',
    },
  });
  await anon.unsubscribe();
});

test('refreshed claims decide the later changes', async () => {
  const subscriber = await feed.subscribe([NOTES], userClaims(USER_B));
  await subscriber.updateClaims(userClaims(USER_A));
  await feed.exec(`insert into public.rc_notes (id, owner, body) values (130, '${USER_A}', 'now visible')`);
  expect(await dataOf(subscriber)).toMatchObject({ record: { id: 130 } });
  await subscriber.unsubscribe();
});

test('an unsubscribed subscriber hears nothing more', async () => {
  const leaving = await feed.subscribe([NOTES], SERVICE_ROLE);
  const staying = await feed.subscribe([NOTES], SERVICE_ROLE);
  await leaving.unsubscribe();
  await feed.exec("insert into public.rc_notes (id, body) values (140, 'after')");
  expect(await dataOf(staying)).toMatchObject({ record: { id: 140 } });
  const next = await Promise.race([leaving.next().then(() => 'delivered'), Promise.resolve('nothing')]);
  expect(next).toBe('nothing');
  await staying.unsubscribe();
});

test('a filter on a column the role may not select is refused at subscribe time', async () => {
  const refused = await feed.subscribe([{ ...LABELS, filter: 'secret=eq.x' }], ANON).catch((error: Error) => error.message);
  expect(refused).toBe(
    'Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: ' +
      '[event: *, schema: public, table: rc_labels, filters: [{"secret", "eq", "x", false}], select: nil]. ' +
      'Exception: ERROR P0001 (raise_exception) invalid column for filter secret',
  );
});

test.each(['anon', 'authenticated', 'service_role'])('the feed schema is closed to %s', async (role) => {
  const denied = await feed.exec(`do $$ begin set local role ${role}; perform count(*) from supabase_local_changes.queue; end $$`).then(
    () => null,
    (error: { code?: string }) => error.code,
  );
  expect(denied).toBe('42501');
  const [privileges] = await feed.query(
    `select has_schema_privilege($1, 'supabase_local_changes', 'usage') as schema_usage,
            has_function_privilege($1, 'supabase_local_changes.capture_change()', 'execute') as capture`,
    [role],
  );
  expect(privileges).toEqual({ schema_usage: false, capture: false });
});
