import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomUUID,
  sign,
  verify,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, type Settings } from './config.ts';

/** A public key as GoTrue publishes it at /.well-known/jwks.json. */
export interface PublishedJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  kid: string;
  alg: 'ES256';
  use: 'sig';
  key_ops: ['verify'];
  ext?: boolean;
}

/** The ES256 keys: the one that signs user access tokens, and every key a token may be verified with. */
export interface SigningKeys {
  signing: { kid: string; privateKey: KeyObject };
  verification: Map<string, KeyObject>;
  published: PublishedJwk[];
}

/** GoTrue's variable: a JSON array of JWKs, the one whose key_ops include "sign" signing (as `supabase gen signing-key` writes). */
const JWT_KEYS_VARIABLE = 'GOTRUE_JWT_KEYS';
const KEY_FILE = 'jwt-signing-keys.json';

/** The configured keys, or the ones kept in the data directory, or a new P-256 key pair kept there. */
export function loadSigningKeys(dataDir: string, env: Settings = process.env): SigningKeys {
  const configured = env[JWT_KEYS_VARIABLE]?.trim();
  if (configured) return parseSigningKeys(configured, JWT_KEYS_VARIABLE);
  const file = path.join(dataDir, KEY_FILE);
  if (!fs.existsSync(file)) writeNewKeyFile(dataDir, file);
  return parseSigningKeys(fs.readFileSync(file, 'utf8'), file);
}

/** A private ES256 JWK with a random kid, in the shape of `supabase gen signing-key --algorithm ES256`. */
export function generateSigningJwk(): JsonWebKey {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { crv, x, y, d } = privateKey.export({ format: 'jwk' });
  return { kty: 'EC', kid: randomUUID(), use: 'sig', key_ops: ['sign', 'verify'], alg: 'ES256', ext: true, crv, x, y, d };
}

function writeNewKeyFile(dataDir: string, file: string): void {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify([generateSigningJwk()], null, 2)}\n`, { mode: 0o600, flag: 'wx' });
}

/** Like GoTrue's JwtKeysDecoder: every key verifies, exactly one (key_ops "sign", with its private part) signs. */
function parseSigningKeys(text: string, source: string): SigningKeys {
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    throw new ConfigError(`${source} must be a JSON array of JWKs`);
  }
  if (!Array.isArray(list) || list.length === 0) throw new ConfigError(`${source} must be a non-empty JSON array of JWKs`);
  const verification = new Map<string, KeyObject>();
  const published: PublishedJwk[] = [];
  const signing: SigningKeys['signing'][] = [];
  for (const entry of list as JsonWebKey[]) {
    const kid = checkedKid(entry, source);
    if (verification.has(kid)) throw new ConfigError(`${source}: two keys have the kid "${kid}"`);
    const canSign = Array.isArray(entry.key_ops) && entry.key_ops.includes('sign');
    const privateKey = canSign ? importJwk(entry, kid, source, 'private') : null;
    const publicKey = importJwk(publicPart(entry), kid, source, 'public');
    if (privateKey && !pairMatches(privateKey, publicKey)) throw new ConfigError(`${source}: key "${kid}": d does not match x and y`);
    const { x, y } = publicKey.export({ format: 'jwk' });
    verification.set(kid, publicKey);
    published.push({
      kty: 'EC',
      crv: 'P-256',
      x: x!,
      y: y!,
      kid,
      alg: 'ES256',
      use: 'sig',
      key_ops: ['verify'],
      ...(typeof entry.ext === 'boolean' ? { ext: entry.ext } : {}),
    });
    if (privateKey) signing.push({ kid, privateKey });
  }
  if (signing.length !== 1) {
    throw new ConfigError(`${source} must hold exactly one key whose key_ops include "sign" (found ${signing.length})`);
  }
  return { signing: signing[0]!, verification, published };
}

function checkedKid(entry: JsonWebKey, source: string): string {
  if (typeof entry !== 'object' || entry === null) throw new ConfigError(`${source}: every entry must be a JWK object`);
  const kid = (entry as { kid?: unknown }).kid;
  if (typeof kid !== 'string' || kid === '') throw new ConfigError(`${source}: every key needs a kid`);
  if (entry.kty !== 'EC' || entry.crv !== 'P-256' || (entry.alg !== undefined && entry.alg !== 'ES256')) {
    throw new ConfigError(`${source}: key "${kid}" is not an ES256 (EC P-256) key; only ES256 is supported`);
  }
  return kid;
}

function publicPart({ kty, crv, x, y }: JsonWebKey): JsonWebKey {
  return { kty, crv, x, y };
}

/** Node imports a private JWK whose d belongs to another point without complaint; a probe signature tells. */
function pairMatches(privateKey: KeyObject, publicKey: KeyObject): boolean {
  const probe = Buffer.from('signing key probe');
  return verify('sha256', probe, publicKey, sign('sha256', probe, privateKey));
}

function importJwk(jwk: JsonWebKey, kid: string, source: string, part: 'private' | 'public'): KeyObject {
  try {
    return part === 'private' ? createPrivateKey({ key: jwk, format: 'jwk' }) : createPublicKey({ key: jwk, format: 'jwk' });
  } catch {
    throw new ConfigError(`${source}: key "${kid}" is not a valid ${part} EC P-256 JWK`);
  }
}
