// Asymmetric signing keys (GoTrue GOTRUE_JWT_KEYS, internal/api/jwks.go, internal/api/auth.go
// parseJWTClaims): user access tokens are ES256 with the signing key's kid, the JWKS publishes every
// configured public key, and every service accepts HS256 only with the secret and ES256 only with a
// published kid. Here the backend holds a previous key (verify only) and the current signing key, as
// after a rotation; a third key was revoked and is no longer configured.
import { createHmac, createPrivateKey, sign, verify, createPublicKey, type JsonWebKey } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { uniqueEmail } from '../../testing/clients.ts';
import { NoRealtimeWebSocket } from '../../testing/clients.ts';
import { TEST_JWT_SECRET } from '../../testing/test-backend.ts';
import { generateSigningJwk } from '../../signing-keys.ts';
import { startBackendForSuite } from '../support/backend-suite.ts';
import { authFetch, createConfirmedUser, decodeJwt, memoryStorage } from './auth-support.ts';

const previousKey = { ...generateSigningJwk(), key_ops: ['verify'] };
const currentKey = generateSigningJwk();
const revokedKey = generateSigningJwk();
const kidOf = (jwk: JsonWebKey) => (jwk as { kid: string }).kid;

const suite = startBackendForSuite({ env: { GOTRUE_JWT_KEYS: JSON.stringify([previousKey, currentKey]) } });

function encode(part: object): string {
  return Buffer.from(JSON.stringify(part)).toString('base64url');
}

function es256Token(jwk: JsonWebKey, header: Record<string, unknown>, claims: object): string {
  const body = `${encode(header)}.${encode(claims)}`;
  const key = createPrivateKey({ key: jwk, format: 'jwk' });
  return `${body}.${sign('sha256', Buffer.from(body), { key, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
}

function hs256Token(secret: string | Buffer, header: Record<string, unknown>, claims: object): string {
  const body = `${encode(header)}.${encode(claims)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

function headerOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

async function signedInSession() {
  const email = uniqueEmail('keys');
  await createConfirmedUser(suite.service, email, 'secret123');
  const { data, error } = await suite.anon.auth.signInWithPassword({ email, password: 'secret123' });
  expect(error).toBeNull();
  return data.session!;
}

/** The wire answer of each service for a bearer token. */
async function answers(token: string) {
  const { url, anonKey } = suite.backend;
  const headers = { apikey: anonKey, Authorization: `Bearer ${token}` };
  const auth = await authFetch(suite.backend, '/user', { headers: { Authorization: `Bearer ${token}` } });
  const rest = await fetch(`${url}/rest/v1/cities?select=id&limit=1`, { headers });
  const storage = await fetch(`${url}/storage/v1/bucket`, { headers });
  const functions = await fetch(`${url}/functions/v1/product-feed`, { method: 'POST', headers, body: '{}' });
  return {
    auth: { status: auth.status, body: (await auth.json()) as Record<string, unknown> },
    rest: { status: rest.status, body: (await rest.json()) as unknown },
    storage: { status: storage.status, body: (await storage.json()) as unknown },
    functions: { status: functions.status, body: (await functions.json()) as unknown },
  };
}

async function expectRefusedEverywhere(token: string) {
  const refused = await answers(token);
  expect(refused.auth).toEqual({
    status: 403,
    body: expect.objectContaining({ code: 'bad_jwt', message: expect.stringMatching(/^invalid JWT: unable to parse or verify signature/) }),
  });
  expect(refused.rest).toEqual({ status: 401, body: expect.objectContaining({ code: 'PGRST301' }) });
  expect(refused.storage).toEqual({
    status: 400,
    body: expect.objectContaining({ statusCode: '403', message: 'signature verification failed' }),
  });
  expect(refused.functions).toEqual({ status: 401, body: { code: 'UNAUTHORIZED_LEGACY_JWT', message: 'Invalid JWT' } });
}

test('GET /.well-known/jwks.json needs no API key and lists both public keys as GoTrue does, never a private part', async () => {
  const res = await fetch(`${suite.backend.url}/auth/v1/.well-known/jwks.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('public, max-age=600');
  const published = (key: JsonWebKey) => ({
    kty: 'EC',
    crv: 'P-256',
    x: key.x,
    y: key.y,
    kid: kidOf(key),
    alg: 'ES256',
    use: 'sig',
    key_ops: ['verify'],
    ext: true,
  });
  expect(await res.json()).toEqual({ keys: [published(previousKey), published(currentKey)] });
});

test('sign-in and refresh give ES256 access tokens with the signing kid; the API keys stay HS256', async () => {
  const session = await signedInSession();
  expect(headerOf(session.access_token)).toEqual({ alg: 'ES256', kid: kidOf(currentKey), typ: 'JWT' });
  const [header, payload, signature] = session.access_token.split('.') as [string, string, string];
  const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: currentKey.x, y: currentKey.y }, format: 'jwk' });
  const signed = Buffer.from(`${header}.${payload}`);
  expect(verify('sha256', signed, { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))).toBe(true);
  expect(decodeJwt(session.access_token)).toMatchObject({ role: 'authenticated', aud: 'authenticated', sub: session.user.id });

  const refreshed = await authFetch(suite.backend, '/token?grant_type=refresh_token', {
    method: 'POST',
    body: JSON.stringify({ refresh_token: session.refresh_token }),
  });
  expect(refreshed.status).toBe(200);
  expect(headerOf(((await refreshed.json()) as { access_token: string }).access_token)).toMatchObject({
    alg: 'ES256',
    kid: kidOf(currentKey),
  });
  expect(headerOf(suite.backend.anonKey)).toEqual({ alg: 'HS256', typ: 'JWT' });
  expect(headerOf(suite.backend.serviceRoleKey)).toEqual({ alg: 'HS256', typ: 'JWT' });
});

test('an ES256 token is accepted by auth, REST, Storage and the functions relay; so is one signed with the previous key', async () => {
  const session = await signedInSession();
  const previous = es256Token(previousKey, { alg: 'ES256', kid: kidOf(previousKey), typ: 'JWT' }, decodeJwt(session.access_token));
  for (const token of [session.access_token, previous]) {
    const accepted = await answers(token);
    expect(accepted.auth).toMatchObject({ status: 200, body: { id: session.user.id } });
    expect(accepted.rest).toMatchObject({ status: 200 });
    expect(accepted.storage).toMatchObject({ status: 200 });
    // The relay let it through: the function itself answers that a shopper is not an admin.
    expect(accepted.functions).toMatchObject({ status: 403, body: { ok: false } });
  }
});

test('a revoked key, a forged signature under a known kid, alg none, a missing kid and algorithm confusion are refused everywhere', async () => {
  const claims = decodeJwt((await signedInSession()).access_token);
  const publicJwkText = JSON.stringify({ kty: 'EC', crv: 'P-256', x: currentKey.x, y: currentKey.y });
  const publicPem = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: currentKey.x, y: currentKey.y }, format: 'jwk' })
    .export({ type: 'spki', format: 'pem' })
    .toString();
  const refused = [
    es256Token(revokedKey, { alg: 'ES256', kid: kidOf(revokedKey), typ: 'JWT' }, claims),
    es256Token(revokedKey, { alg: 'ES256', kid: kidOf(currentKey), typ: 'JWT' }, claims),
    es256Token(currentKey, { alg: 'ES256', typ: 'JWT' }, claims),
    `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`,
    hs256Token(publicPem, { alg: 'HS256', typ: 'JWT' }, claims),
    hs256Token(publicJwkText, { alg: 'HS256', kid: kidOf(currentKey), typ: 'JWT' }, claims),
    hs256Token(TEST_JWT_SECRET, { alg: 'HS256', kid: kidOf(currentKey), typ: 'JWT' }, claims),
    es256Token(currentKey, { alg: 'ES384', kid: kidOf(currentKey), typ: 'JWT' }, claims),
  ];
  for (const token of refused) await expectRefusedEverywhere(token);
  // An HS256 token signed with the secret is still a legacy token GoTrue accepts.
  expect((await answers(hs256Token(TEST_JWT_SECRET, { alg: 'HS256', typ: 'JWT' }, claims))).auth.status).toBe(200);
});

test('supabase-js getClaims() verifies the session locally from the JWKS; a revoked key falls back to GET /user and is refused', async () => {
  const session = await signedInSession();
  const requests: string[] = [];
  const client = createClient(suite.backend.url, suite.backend.anonKey, {
    auth: { storage: memoryStorage(), persistSession: true, autoRefreshToken: false, storageKey: 'sb-signing-keys-test' },
    global: {
      fetch: (input, init) => {
        requests.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
        return fetch(input, init);
      },
    },
    realtime: { transport: NoRealtimeWebSocket as never },
  });
  await client.auth.setSession({ access_token: session.access_token, refresh_token: session.refresh_token });
  requests.length = 0;

  for (let i = 0; i < 3; i += 1) {
    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.claims.sub).toBe(session.user.id);
  }
  expect(requests).toEqual(['/auth/v1/.well-known/jwks.json']);

  requests.length = 0;
  const revoked = es256Token(revokedKey, { alg: 'ES256', kid: kidOf(revokedKey), typ: 'JWT' }, decodeJwt(session.access_token));
  const { data, error } = await client.auth.getClaims(revoked);
  expect(data).toBeNull();
  expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
  expect(requests).toEqual(['/auth/v1/.well-known/jwks.json', '/auth/v1/user']);
});
