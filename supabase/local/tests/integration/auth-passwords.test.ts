import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PROJECT_ROOT } from '../../testing/paths.ts';
import { createDatabase, dropDatabase, startTestBackend, testDatabase, type TestBackend } from '../../testing/test-backend.ts';
import { clientFor, uniqueEmail } from '../../testing/clients.ts';

/**
 * Password hashes move freely between this server and GoTrue/pgcrypto: checked on the database
 * itself, with the backend stopped (PGlite is one process per data directory).
 */
const PGLITE_SCRIPT = `
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
const db = await PGlite.create({ dataDir: process.env.PGLITE_DIR, extensions: { pgcrypto } });
const out = [];
for (const [sql, params] of JSON.parse(process.env.STATEMENTS)) out.push((await db.query(sql, params)).rows);
await db.close();
process.stdout.write(JSON.stringify(out));
`;

type Statement = [string, unknown[]];

async function runOnDatabase(dataDir: string, databaseUrl: string | null, statements: Statement[]): Promise<Record<string, unknown>[][]> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const out = [];
      for (const [sql, params] of statements) out.push((await client.query(sql, params)).rows);
      return out;
    } finally {
      await client.end();
    }
  }
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', PGLITE_SCRIPT], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH ?? '', PGLITE_DIR: path.join(dataDir, 'pglite'), STATEMENTS: JSON.stringify(statements) } as Record<
      string,
      string
    > as NodeJS.ProcessEnv,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`PGlite script failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as Record<string, unknown>[][];
}

describe(`bcrypt hashes are interchangeable with pgcrypto (${testDatabase()})`, () => {
  let dataDir: string;
  let databaseUrl: string | null;
  let backend: TestBackend | null = null;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-passwords-'));
    databaseUrl = testDatabase() === 'postgres' ? await createDatabase() : null;
  });
  afterAll(async () => {
    await backend?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropDatabase(databaseUrl);
  });

  const start = () => startTestBackend({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) });

  test('our hash verifies with crypt(), and a crypt(pw, gen_salt(bf, 10)) hash signs in', async () => {
    backend = await start();
    const ours = uniqueEmail('ours');
    const { error } = await clientFor(backend).auth.signUp({ email: ours, password: 'our-secret-1' });
    expect(error).toBeNull();
    await backend.stop();
    backend = null;

    const theirs = uniqueEmail('pgcrypto');
    const [checked] = await runOnDatabase(dataDir, databaseUrl, [
      [
        `select encrypted_password, extensions.crypt($2, encrypted_password) = encrypted_password as matches,
                extensions.crypt('wrong', encrypted_password) = encrypted_password as wrong_matches
           from auth.users where email = $1`,
        [ours, 'our-secret-1'],
      ],
      [
        `with u as (
           insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data,
                                   created_at, updated_at, confirmation_token, recovery_token, email_change_token_new, email_change)
           values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
                   extensions.crypt($2, extensions.gen_salt('bf', 10)), now(), '{"provider":"email","providers":["email"]}', '{}', now(), now(), '', '', '', '')
           returning id, email)
         insert into auth.identities (id, provider_id, user_id, identity_data, provider, created_at, updated_at)
         select gen_random_uuid(), u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email), 'email', now(), now() from u`,
        [theirs, 'their-secret-2'],
      ],
    ]);
    expect(checked).toEqual([
      { encrypted_password: expect.stringMatching(/^\$2a\$10\$[./A-Za-z0-9]{53}$/), matches: true, wrong_matches: false },
    ]);

    backend = await start();
    const anon = clientFor(backend);
    expect((await anon.auth.signInWithPassword({ email: theirs, password: 'wrong-secret' })).error?.code).toBe('invalid_credentials');
    const signedIn = await anon.auth.signInWithPassword({ email: theirs, password: 'their-secret-2' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user!.email).toBe(theirs);
    expect((await anon.auth.signInWithPassword({ email: ours, password: 'our-secret-1' })).error).toBeNull();
  });
});
