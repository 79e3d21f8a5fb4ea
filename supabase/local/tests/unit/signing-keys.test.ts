import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError } from '../../config.ts';
import { JwtSigner } from '../../jwt.ts';
import { generateSigningJwk, loadSigningKeys } from '../../signing-keys.ts';

const SECRET = 'x'.repeat(40);
let dataDir: string;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signing-keys-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

test('a key pair is made once in the data directory (0600) and read back, never regenerated', () => {
  const first = loadSigningKeys(dataDir, {});
  const file = path.join(dataDir, 'jwt-signing-keys.json');
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  const again = loadSigningKeys(dataDir, {});
  expect(again.signing.kid).toBe(first.signing.kid);
  expect(again.published).toEqual(first.published);
  const token = new JwtSigner(SECRET, first).signAccessToken({ sub: 'a' });
  expect(new JwtSigner(SECRET, again).verify(token)).toEqual({ ok: true, claims: { sub: 'a' } });
});

test('GOTRUE_JWT_KEYS wins over the file and is never written to it', () => {
  const jwk = generateSigningJwk();
  const keys = loadSigningKeys(dataDir, { GOTRUE_JWT_KEYS: JSON.stringify([jwk]) });
  expect(keys.signing.kid).toBe((jwk as { kid: string }).kid);
  expect(fs.existsSync(path.join(dataDir, 'jwt-signing-keys.json'))).toBe(false);
});

test('GOTRUE_JWT_KEYS must be an array of ES256 JWKs with kids and exactly one signing key', () => {
  const signingKey = generateSigningJwk();
  const verifyOnly = { ...generateSigningJwk(), key_ops: ['verify'] };
  const cases: [unknown, RegExp][] = [
    ['not json', /JSON array/],
    [[], /non-empty/],
    [[{ ...signingKey, kid: undefined }], /needs a kid/],
    [[{ ...signingKey, crv: 'P-384' }], /only ES256/],
    [[{ ...signingKey, alg: 'RS256' }], /only ES256/],
    [[{ ...signingKey, d: 'AAAA' }], /d does not match x and y/],
    [[{ ...signingKey, d: generateSigningJwk().d }], /d does not match x and y/],
    [[{ ...signingKey, x: 'AAAA' }], /not a valid private/],
    [[{ ...verifyOnly, x: 'AAAA' }], /not a valid public/],
    [[verifyOnly], /exactly one key whose key_ops include "sign" \(found 0\)/],
    [[signingKey, generateSigningJwk()], /found 2/],
    [[signingKey, { ...verifyOnly, kid: (signingKey as { kid: string }).kid }], /two keys have the kid/],
  ];
  for (const [value, message] of cases) {
    const env = { GOTRUE_JWT_KEYS: typeof value === 'string' ? value : JSON.stringify(value) };
    expect(() => loadSigningKeys(dataDir, env)).toThrow(ConfigError);
    expect(() => loadSigningKeys(dataDir, env)).toThrow(message);
  }
});

test('verification keeps its cache and its results: HS256 with the secret, ES256 with a known kid', () => {
  const signer = new JwtSigner(SECRET, loadSigningKeys(dataDir, {}));
  const other = new JwtSigner(SECRET, loadSigningKeys(fs.mkdtempSync(path.join(dataDir, 'other-')), {}));
  const token = signer.signAccessToken({ role: 'authenticated' });
  expect(signer.verify(token)).toEqual({ ok: true, claims: { role: 'authenticated' } });
  expect(signer.verify(token)).toEqual({ ok: true, claims: { role: 'authenticated' } });
  expect(other.verify(token)).toEqual({ ok: false, reason: 'bad_signature' });
  expect(other.verify(signer.sign({ role: 'anon' }))).toEqual({ ok: true, claims: { role: 'anon' } });
  expect(new JwtSigner(SECRET).verify(token)).toEqual({ ok: false, reason: 'bad_signature' });
});
