/**
 * Sign-up with email confirmation on (AUTH_AUTOCONFIRM=false, as hosted Supabase does by
 * default): GoTrue answers a taken email with 200 and a user without identities, and the shop
 * must still say "This email is already registered". The mailed link confirms through GoTrue's
 * /verify and lands on /auth/confirm, which exchanges the PKCE code for the session cookies and
 * sends the welcome mail (once).
 */
import { GET as confirmRoute } from '@/app/auth/confirm/route';
import { GET as sessionRoute } from '@/app/api/auth/session/route';
import { POST as signInRoute } from '@/app/api/auth/sign-in/route';
import { POST as signUpRoute } from '@/app/api/auth/sign-up/route';
import { CHECK_YOUR_EMAIL, EMAIL_ALREADY_REGISTERED, EMAIL_NOT_CONFIRMED } from '@/lib/auth/messages';
import { WELCOME_SUBJECT } from '@/lib/auth/welcome-mail';
import { clientFor, startTestBackend, type TestBackend } from '@gilgit-dry-fruits/supabase-local/testing';
import { call, CookieJar, freshEmail, mailTo, pointShopAt, signupBody, SHOP_URL } from './api-support';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ env: { AUTH_AUTOCONFIRM: 'false' } });
  pointShopAt(backend);
});
afterAll(() => backend?.stop());

test('sign-up asks the shopper to check their email and keeps only the PKCE verifier', async () => {
  const jar = new CookieJar();
  const res = await call(signUpRoute, '/api/auth/sign-up', { method: 'POST', body: signupBody(freshEmail()), jar });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ ok: true, status: 'confirm-email', message: CHECK_YOUR_EMAIL });
  expect(jar.sessionCookieNames()).toEqual([]);
  expect([...jar.cookies.keys()]).toEqual([expect.stringMatching(/^sb-.+-auth-token-code-verifier$/)]);
});

test('a taken email gets "This email is already registered. Please sign in instead." even though GoTrue answers 200', async () => {
  const email = freshEmail();
  const { error } = await clientFor(backend, 'service').auth.admin.createUser({ email, password: 'walnut77', email_confirm: true });
  expect(error).toBeNull();

  // What GoTrue itself answers for a registered, confirmed address (its anti-enumeration reply):
  // 200 and a made-up user with no identities.
  const raw = await fetch(`${backend.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'apricot6' }),
  });
  expect(raw.status).toBe(200);
  expect(await raw.json()).toMatchObject({ identities: [] });

  const again = await call(signUpRoute, '/api/auth/sign-up', { method: 'POST', body: signupBody(email), jar: new CookieJar() });
  expect(again.status).toBe(409);
  expect(again.body).toMatchObject({ ok: false, message: EMAIL_ALREADY_REGISTERED });
  expect(again.setCookies).toEqual([]);
});

test('signing up again before confirming sends the confirmation again (the account is not active yet)', async () => {
  const email = freshEmail();
  await call(signUpRoute, '/api/auth/sign-up', { method: 'POST', body: signupBody(email) });
  const again = await call(signUpRoute, '/api/auth/sign-up', { method: 'POST', body: signupBody(email) });
  expect(again.status).toBe(200);
  expect(again.body).toEqual({ ok: true, status: 'confirm-email', message: CHECK_YOUR_EMAIL });
  expect(await mailTo(backend, email)).toHaveLength(2);
});

test('before confirming, sign-in says to confirm; the mailed link confirms and signs in through /auth/confirm', async () => {
  const email = freshEmail();
  const browser = new CookieJar();
  await call(signUpRoute, '/api/auth/sign-up', { method: 'POST', body: signupBody(email), jar: browser });

  const early = await call(signInRoute, '/api/auth/sign-in', { method: 'POST', body: { email, password: 'apricot6' } });
  expect(early.status).toBe(400);
  expect(early.body).toMatchObject({ ok: false, message: EMAIL_NOT_CONFIRMED });

  const [mail, ...others] = await mailTo(backend, email);
  expect(others).toEqual([]); // no welcome before the address is confirmed
  const verifyLink = mail!.text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)![0];
  const verified = await fetch(verifyLink, { redirect: 'manual' });
  expect(verified.status).toBe(303);
  const landing = new URL(verified.headers.get('location')!);
  expect(`${landing.origin}${landing.pathname}`).toBe(`${SHOP_URL}/auth/confirm`);
  expect(landing.searchParams.get('code')).toBeTruthy();

  const confirmed = await call(confirmRoute, `${landing.pathname}${landing.search}`, { jar: browser });
  expect(confirmed.status).toBe(303);
  expect(confirmed.response.headers.get('location')).toBe(`${SHOP_URL}/`);
  expect(browser.sessionCookieNames().length).toBeGreaterThan(0);
  const session = await call<{ user: { email: string } | null }>(sessionRoute, '/api/auth/session', { jar: browser });
  expect(session.body.user).toMatchObject({ email });
  const welcome = (await mailTo(backend, email)).filter((m) => m.subject === WELCOME_SUBJECT);
  expect(welcome).toHaveLength(1);
  expect(welcome[0]!.text).toContain('Assalam-o-Alaikum Amina Khan,');

  // The same link again, or in a browser without the verifier: the dialog opens with a note.
  const replay = await call(confirmRoute, `${landing.pathname}${landing.search}`, { jar: new CookieJar() });
  expect(replay.status).toBe(303);
  expect(replay.response.headers.get('location')).toBe(`${SHOP_URL}/?signin=1&notice=confirmed-sign-in`);
  expect((await mailTo(backend, email)).filter((m) => m.subject === WELCOME_SUBJECT)).toHaveLength(1);
});

test('/auth/confirm never follows a foreign next=', async () => {
  const res = await call(confirmRoute, '/auth/confirm?next=//evil.example&error_code=otp_expired');
  expect(res.response.headers.get('location')).toBe(`${SHOP_URL}/?signin=1&notice=link-expired`);
  const recovery = await call(confirmRoute, '/auth/confirm?type=recovery&token_hash=abc123def456');
  expect(recovery.response.headers.get('location')).toBe(`${SHOP_URL}/reset-password?type=recovery&token_hash=abc123def456`);
});
