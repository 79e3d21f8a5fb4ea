// `npm run admin -- <command>`: manage the shop's owners (and a demo shopper) through Supabase Auth's
// admin API, on hosted Supabase (SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY) or on the embedded
// backend (DATA_DIR/supabase-local.json, written by `npm run backend`; it must be running).
//
//   create EMAIL [--password P]   a confirmed admin user (a password is generated and printed when none is given)
//   promote EMAIL                 make an existing user an admin (app_metadata.role = 'admin')
//   demote EMAIL                  take the admin role away again
//   demo [EMAIL]                  a confirmed demo shopper with a profile (generated password, printed)
//
// The role lives in app_metadata, which users cannot change themselves; public.is_admin() reads it
// from the database, so a change takes effect on the user's next request. 'admin' is the owner's
// role; staff ('staff') are invited from the console's Staff page.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import { NoRealtimeWebSocket } from '../lib/supabase/no-realtime.ts';

export const USAGE = `Usage: npm run admin -- <command>
  create EMAIL [--password P]   create a confirmed admin (prints a generated password when none is given)
  promote EMAIL                 give an existing user the admin role
  demote EMAIL                  remove the admin role from a user
  demo [EMAIL]                  create a demo shopper (prints a generated password)`;

export const DEMO_EMAIL = 'demo.shopper@example.com';
const MIN_PASSWORD = 8;

export type Command =
  | { kind: 'create'; email: string; password: string | null }
  | { kind: 'promote'; email: string }
  | { kind: 'demote'; email: string }
  | { kind: 'demo'; email: string };

export class UsageError extends Error {}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Parses the command line (without node and the script). Throws UsageError with a readable message. */
export function parseArgs(argv: string[]): Command {
  const args = [...argv];
  const command = args.shift();
  let password: string | null = null;
  const positional: string[] = [];
  while (args.length > 0) {
    const arg = args.shift()!;
    if (arg === '--password') {
      const value = args.shift();
      if (value === undefined) throw new UsageError('--password needs a value');
      password = value;
    } else if (arg.startsWith('--password=')) {
      password = arg.slice('--password='.length);
    } else if (arg.startsWith('-')) {
      throw new UsageError(`Unknown option ${arg}`);
    } else {
      positional.push(arg);
    }
  }
  const email = (positional[0] ?? '').trim().toLowerCase();
  const needEmail = () => {
    if (!email) throw new UsageError(`${command} needs an email address`);
    if (!EMAIL.test(email)) throw new UsageError(`"${positional[0]}" is not an email address`);
  };
  if (positional.length > 1) throw new UsageError(`Too many arguments: ${positional.slice(1).join(' ')}`);
  switch (command) {
    case 'create':
      needEmail();
      if (password !== null && password.length < MIN_PASSWORD)
        throw new UsageError(`The password must have at least ${MIN_PASSWORD} characters`);
      return { kind: 'create', email, password };
    case 'promote':
    case 'demote':
      needEmail();
      if (password !== null) throw new UsageError(`--password is only for create`);
      return { kind: command, email };
    case 'demo':
      if (password !== null) throw new UsageError(`--password is only for create`);
      if (email) needEmail();
      return { kind: 'demo', email: email || DEMO_EMAIL };
    case undefined:
    case 'help':
    case '--help':
      throw new UsageError('');
    default:
      throw new UsageError(`Unknown command "${command}"`);
  }
}

export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

export interface Connection {
  url: string;
  serviceRoleKey: string;
  /** True when the keys come from the embedded backend's connection file. */
  embedded: boolean;
  source: string;
}

/** SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY, or else the embedded backend's connection file. */
export function resolveConnection(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): Connection {
  const url = env.SUPABASE_URL?.trim();
  const key = env.SUPABASE_SERVICE_ROLE_KEY?.trim();
  if (url && key) return { url: url.replace(/\/$/, ''), serviceRoleKey: key, embedded: false, source: 'SUPABASE_URL' };
  if (url || key) throw new Error('Set both SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, or neither (to use the embedded backend).');
  const file = path.resolve(cwd, env.DATA_DIR ?? 'data', 'supabase-local.json');
  if (!fs.existsSync(file)) {
    throw new Error(
      `No SUPABASE_URL/SUPABASE_SERVICE_ROLE_KEY set and no ${file}.\nStart the embedded backend first (npm run backend, or npm start), or set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.`,
    );
  }
  const info = JSON.parse(fs.readFileSync(file, 'utf8')) as { url?: string; serviceRoleKey?: string };
  if (!info.url || !info.serviceRoleKey) throw new Error(`${file} has no url or serviceRoleKey.`);
  return { url: info.url.replace(/\/$/, ''), serviceRoleKey: info.serviceRoleKey, embedded: true, source: file };
}

async function ensureReachable(connection: Connection): Promise<void> {
  if (!connection.embedded) return;
  const health = await fetch(`${connection.url}/health`).catch(() => null);
  if (!health?.ok) {
    throw new Error(
      `The embedded backend is not running at ${connection.url} (read from ${connection.source}).\nStart it with npm run backend (or npm start) and run this command again.`,
    );
  }
}

async function findUser(db: SupabaseClient, email: string): Promise<User | null> {
  for (let page = 1; ; page += 1) {
    const { data, error } = await db.auth.admin.listUsers({ page, perPage: 1000 });
    if (error) throw new Error(`Could not list users: ${error.message}`);
    const user = data.users.find((u) => u.email?.toLowerCase() === email);
    if (user) return user;
    if (data.users.length < 1000) return null;
  }
}

async function setRole(db: SupabaseClient, email: string, role: 'admin' | null): Promise<string> {
  const user = await findUser(db, email);
  if (!user) throw new Error(`There is no user with the email ${email}.`);
  // app_metadata updates are merged into the stored object; a null value removes the key.
  const { error } = await db.auth.admin.updateUserById(user.id, { app_metadata: { role } });
  if (error) throw new Error(`Could not update ${email}: ${error.message}`);
  return user.id;
}

async function createUser(
  db: SupabaseClient,
  email: string,
  password: string,
  options: { admin: boolean; metadata?: Record<string, unknown> },
): Promise<string> {
  const { data, error } = await db.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    ...(options.admin ? { app_metadata: { role: 'admin' } } : {}),
    ...(options.metadata ? { user_metadata: options.metadata } : {}),
  });
  if (error) {
    const exists = /already/i.test(error.message) || (error as { code?: string }).code === 'email_exists';
    throw new Error(
      exists
        ? `A user with the email ${email} already exists${options.admin ? `; use: npm run admin -- promote ${email}` : ''}.`
        : `Could not create ${email}: ${error.message}`,
    );
  }
  return data.user!.id;
}

export async function run(command: Command, connection: Connection, log: (line: string) => void = console.log): Promise<void> {
  await ensureReachable(connection);
  const db = createClient(connection.url, connection.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtimeWebSocket as never },
  });
  switch (command.kind) {
    case 'create': {
      const password = command.password ?? generatePassword();
      const id = await createUser(db, command.email, password, { admin: true });
      log(`Created admin ${command.email} (${id}).`);
      if (!command.password) log(`Password: ${password}`);
      break;
    }
    case 'promote':
      log(`${command.email} (${await setRole(db, command.email, 'admin')}) is now an admin.`);
      break;
    case 'demote':
      log(`${command.email} (${await setRole(db, command.email, null)}) is no longer an admin.`);
      break;
    case 'demo': {
      const password = generatePassword();
      const id = await createUser(db, command.email, password, {
        admin: false,
        metadata: {
          full_name: 'Demo Shopper',
          phone: '0355-1234567',
          address: 'House 7, Street 3, Jutial',
          postal_code: '15150',
          city_id: 2,
        },
      });
      log(`Created demo shopper ${command.email} (${id}).`);
      log(`Password: ${password}`);
      break;
    }
  }
}

async function main() {
  let command: Command;
  try {
    command = parseArgs(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError) {
      if (error.message) console.error(error.message);
      console.error(USAGE);
      process.exit(2);
    }
    throw error;
  }
  try {
    await run(command, resolveConnection());
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

if (process.argv[1]?.endsWith(path.join('scripts', 'admin.ts'))) {
  void main();
}
