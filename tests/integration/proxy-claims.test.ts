/**
 * The proxy (lib/supabase/proxy.ts updateSession) runs on every signed-in request. The backend signs
 * access tokens ES256 and publishes the key, so getClaims() verifies them in-process from the cached
 * JWKS instead of asking GET /auth/v1/user each time. A token signed with a key the JWKS no longer
 * lists (a rotated-out key) falls back to GET /auth/v1/user, which refuses it.
 */
import { createPrivateKey, generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { POST as signUpRoute } from '@/app/api/auth/sign-up/route';
import { GET as sessionRoute } from '@/app/api/auth/session/route';
import { updateSession } from '@/lib/supabase/proxy';
import { call, CookieJar, freshEmail, setUpShopBackend, shopRequest, signupBody } from './api-support';

jest.mock('server-only', () => ({}));

setUpShopBackend();

const BASE64_PREFIX = 'base64-';

async function signedInShopper() {
  const jar = new CookieJar();
  expect((await call(signUpRoute, '/api/auth/sign-up', { method: 'POST', body: signupBody(freshEmail('proxy')), jar })).status).toBe(200);
  const session = await call<{ user: { id: string } }>(sessionRoute, '/api/auth/session', { jar });
  return { jar, id: session.body.user.id };
}

/** The paths of every request made through the global fetch while `run` runs. */
async function recordRequests(run: () => Promise<void>): Promise<string[]> {
  const original = globalThis.fetch;
  const paths: string[] = [];
  globalThis.fetch = (input, init) => {
    paths.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
    return original(input, init);
  };
  try {
    await run();
  } finally {
    globalThis.fetch = original;
  }
  return paths;
}

/** The session @supabase/ssr keeps in the (possibly chunked) `sb-…-auth-token` cookies. */
function sessionCookieName(jar: CookieJar): string {
  return jar.sessionCookieNames()[0]!.replace(/\.\d+$/, '');
}

function readSession(jar: CookieJar): Record<string, unknown> {
  const base = sessionCookieName(jar);
  const whole = jar.cookies.get(base);
  const chunks = whole !== undefined ? [whole] : [];
  for (let i = 0; whole === undefined && jar.cookies.has(`${base}.${i}`); i += 1) chunks.push(jar.cookies.get(`${base}.${i}`)!);
  const value = chunks.join('');
  return JSON.parse(Buffer.from(value.slice(BASE64_PREFIX.length), 'base64url').toString('utf8')) as Record<string, unknown>;
}

function writeSession(jar: CookieJar, session: Record<string, unknown>): void {
  const base = sessionCookieName(jar);
  for (const name of jar.sessionCookieNames()) jar.cookies.delete(name);
  jar.cookies.set(base, BASE64_PREFIX + Buffer.from(JSON.stringify(session)).toString('base64url'));
}

/** The same claims, signed ES256 by a key the backend never had (as after that key was revoked). */
function resignedWithRetiredKey(token: string): string {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const key = createPrivateKey({ key: privateKey.export({ format: 'jwk' }), format: 'jwk' });
  const header = Buffer.from(JSON.stringify({ alg: 'ES256', kid: randomUUID(), typ: 'JWT' })).toString('base64url');
  const body = `${header}.${token.split('.')[1]}`;
  return `${body}.${sign('sha256', Buffer.from(body), { key, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
}

test('a signed-in request is verified without GET /auth/v1/user; at most the JWKS is fetched, once', async () => {
  const { jar, id } = await signedInShopper();
  const paths = await recordRequests(async () => {
    for (let i = 0; i < 3; i += 1) {
      const { userId } = await updateSession(shopRequest('/orders', { jar }));
      expect(userId).toBe(id);
    }
  });
  expect(paths.filter((path) => path !== '/auth/v1/.well-known/jwks.json')).toEqual([]);
  expect(paths.length).toBeLessThanOrEqual(1);
});

test('a session whose token was signed with a key no longer in the JWKS is refused by GET /auth/v1/user', async () => {
  const { jar } = await signedInShopper();
  const session = readSession(jar);
  writeSession(jar, { ...session, access_token: resignedWithRetiredKey(session.access_token as string) });
  let userId: string | null = 'unset';
  const paths = await recordRequests(async () => {
    ({ userId } = await updateSession(shopRequest('/orders', { jar })));
  });
  expect(userId).toBeNull();
  expect(paths).toEqual(['/auth/v1/.well-known/jwks.json', '/auth/v1/user']);
});
