/**
 * What the shop's server adds to GoTrue's own protections (the backend's suites cover the API):
 * - it forwards each shopper's IP (the last X-Forwarded-For entry, the one a proxy in front of the
 *   shop appends), so the per-IP sign-in limit throttles one shopper without locking out another,
 *   and a client cannot pick a fresh bucket by writing its own first entry;
 * - it handles refresh-token rotation (reuse interval 0 here): the session route refreshes an
 *   expired session once per request, a lost response (the parent of the active token) is
 *   tolerated, and a replayed older token revokes the whole session, so an old stolen cookie is
 *   worth nothing once the real shopper has moved on.
 */
import { GET as sessionRoute } from '@/app/api/auth/session/route';
import { POST as signInRoute } from '@/app/api/auth/sign-in/route';
import { INVALID_CREDENTIALS, TOO_MANY_ATTEMPTS } from '@/lib/auth/messages';
import { clientFor, startTestBackend, type TestBackend } from '@gilgit-dry-fruits/supabase-local/testing';
import { call, CookieJar, freshEmail, pointShopAt } from './api-support';

/** A burst of 30 sign-ins per IP and (practically) no refill during the test. */
const BURST = 30;
const ATTEMPTS = 60;

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({
    env: { AUTH_RATE_LIMIT_TOKEN: '1', AUTH_REFRESH_TOKEN_REUSE_INTERVAL: '0' },
  });
  pointShopAt(backend);
});
afterAll(() => backend?.stop());

async function createShopper(): Promise<string> {
  const email = freshEmail();
  const { error } = await clientFor(backend, 'service').auth.admin.createUser({ email, password: 'apricot6', email_confirm: true });
  expect(error).toBeNull();
  return email;
}

const signIn = (email: string, password: string, forwardedFor: string, jar?: CookieJar) =>
  call<{ ok: boolean; message?: string }>(signInRoute, '/api/auth/sign-in', {
    method: 'POST',
    body: { email, password },
    forwardedFor,
    jar,
  });

test('one shopper guessing passwords is throttled; another shopper signs in normally', async () => {
  const email = await createShopper();
  const attacker = '198.51.100.7';
  let passed = 0;
  let refused: Awaited<ReturnType<typeof signIn>> | null = null;
  for (let i = 0; i < ATTEMPTS && !refused; i += 1) {
    const res = await signIn(email, `wrong-${i}`, `203.0.113.${i % 250}, ${attacker}`);
    if (res.status === 429) refused = res;
    else {
      expect(res.body).toMatchObject({ ok: false, message: INVALID_CREDENTIALS });
      passed += 1;
    }
  }
  expect(passed).toBeGreaterThanOrEqual(BURST - 1);
  expect(refused?.body).toMatchObject({ ok: false, message: TOO_MANY_ATTEMPTS });

  // A new first entry does not buy a new bucket: the shop reads the entry its proxy appended.
  expect((await signIn(email, 'apricot6', `192.0.2.200, ${attacker}`)).status).toBe(429);
  // Another shopper, behind the same shop server, is not affected.
  const other = await signIn(email, 'apricot6', '198.51.100.8');
  expect(other.status).toBe(200);
  expect(other.body).toMatchObject({ ok: true });
});

/**
 * Lets time pass for a session cookie: its access token counts as expired, so the next request
 * refreshes it (auth-js decides from the stored expires_at, as it would an hour later).
 */
function expireAccessToken(jar: CookieJar) {
  const names = jar.sessionCookieNames();
  expect(names).toHaveLength(1);
  const raw = jar.cookies.get(names[0]!)!;
  expect(raw.startsWith('base64-')).toBe(true);
  const session = JSON.parse(Buffer.from(raw.slice('base64-'.length), 'base64url').toString('utf8')) as { expires_at: number };
  session.expires_at = Math.floor(Date.now() / 1000) - 10;
  jar.cookies.set(names[0]!, `base64-${Buffer.from(JSON.stringify(session), 'utf8').toString('base64url')}`);
}

test('refresh-token rotation through the shop: a lost response is tolerated, a replayed old token ends the session', async () => {
  const email = await createShopper();
  const ip = '198.51.100.20';
  const session = (jar: CookieJar) =>
    call<{ user: { email: string } | null; event: string | null }>(sessionRoute, '/api/auth/session', { jar, forwardedFor: ip });

  const shopper = new CookieJar();
  expect((await signIn(email, 'apricot6', ip, shopper)).status).toBe(200);
  const stolen = shopper.clone();

  // An hour later the session route refreshes: T1 → T2, new cookies.
  expireAccessToken(shopper);
  expect((await session(shopper)).body).toMatchObject({ user: { email }, event: 'TOKEN_REFRESHED' });
  expect(shopper.header()).not.toBe(stolen.header());

  // The response carrying T2 was "lost" (or two requests raced with T1): T1 gets T2 back.
  const lost = stolen.clone();
  expireAccessToken(lost);
  expect((await session(lost)).body).toMatchObject({ user: { email }, event: 'TOKEN_REFRESHED' });

  // The shopper moves on: T2 → T3.
  expireAccessToken(shopper);
  expect((await session(shopper)).body).toMatchObject({ user: { email }, event: 'TOKEN_REFRESHED' });

  // Someone replays the old cookie (T1): refused, its cookies cleared…
  expireAccessToken(stolen);
  const replay = await session(stolen);
  expect(replay.body).toEqual({ user: null, expiresAt: null, event: null });
  expect(stolen.sessionCookieNames()).toEqual([]);
  // …and the whole session is revoked, so the shopper's T3 no longer refreshes either.
  expireAccessToken(shopper);
  expect((await session(shopper)).body.user).toBeNull();
  expect(shopper.sessionCookieNames()).toEqual([]);
});
