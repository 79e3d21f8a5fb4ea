import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Settings } from './config.ts';
import { JwtSigner } from './jwt.ts';

export interface BackendKeys {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
}

/** The Supabase CLI's well-known local secret: for tests only, never generated for a real data directory. */
export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
const DEMO_KEY_EXPIRY = 1983812996;
const SECRET_FILE = 'jwt-secret';
const CONNECTION_FILE = 'supabase-local.json';

/** Uses the configured secret, or the one kept in the data directory, or makes and keeps a new one. */
export function loadKeys(dataDir: string, configuredSecret: string | null, env: Settings = process.env): BackendKeys {
  const jwtSecret = configuredSecret ?? readOrCreateSecret(dataDir);
  const signer = new JwtSigner(jwtSecret);
  const issuer = jwtSecret === DEMO_JWT_SECRET ? 'supabase-demo' : 'supabase-local';
  const apiKey = (role: string) => signer.sign({ iss: issuer, role, exp: DEMO_KEY_EXPIRY });
  return {
    jwtSecret,
    anonKey: env.SUPABASE_ANON_KEY?.trim() || apiKey('anon'),
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY?.trim() || apiKey('service_role'),
  };
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}

/** Where the shop and the tools find this backend when no SUPABASE_URL is configured. */
export function writeConnectionFile(dataDir: string, url: string, keys: BackendKeys): string {
  const file = path.join(dataDir, CONNECTION_FILE);
  const body = JSON.stringify({ url, anonKey: keys.anonKey, serviceRoleKey: keys.serviceRoleKey }, null, 2);
  // Written aside and renamed, so a reader polling for the file never sees it half written.
  const staging = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(staging, `${body}\n`, { mode: 0o600 });
  fs.chmodSync(staging, 0o600);
  fs.renameSync(staging, file);
  return file;
}
