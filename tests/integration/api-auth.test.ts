/**
 * The shop's auth and profile route handlers against the real embedded backend (autoconfirm on,
 * as `npm start` and the browser tests run it): sign-up, sign-in, session, sign-out, forgot and
 * reset password, profile, deactivation. The handlers are called as Next.js calls them.
 */
import { GET as citiesRoute } from '@/app/api/cities/route';
import { POST as deactivateRoute } from '@/app/api/auth/deactivate/route';
import { POST as forgotRoute } from '@/app/api/auth/forgot-password/route';
import { POST as passwordRoute } from '@/app/api/auth/password/route';
import { POST as recoveryRoute } from '@/app/api/auth/recovery/route';
import { GET as sessionRoute } from '@/app/api/auth/session/route';
import { POST as signInRoute } from '@/app/api/auth/sign-in/route';
import { POST as signOutRoute } from '@/app/api/auth/sign-out/route';
import { POST as signUpRoute } from '@/app/api/auth/sign-up/route';
import { GET as profileGet, PUT as profilePut } from '@/app/api/profile/route';
import {
  ACCOUNT_DEACTIVATED,
  EMAIL_ALREADY_REGISTERED,
  INVALID_CREDENTIALS,
  NO_USER_LOGGED_IN,
  RESET_LINK_INVALID,
  RESET_SENT,
} from '@/lib/auth/messages';
import { CITY_INVALID, EMAIL_REQUIRED, PASSWORD_TOO_SHORT, PHONE_INVALID } from '@/lib/auth/schemas';
import { clientFor, startTestBackend, type TestBackend } from '@gilgit-dry-fruits/supabase-local/testing';
import { forgetListedCities } from '@/lib/profile/queries';
import { contact, placeOrderArgs } from '../fixtures/db/orders';
import { call, CookieJar, freshEmail, mailTo, pointShopAt, signupBody, SHOP_URL } from './api-support';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
  pointShopAt(backend);
});
afterAll(() => backend?.stop());

async function signUp(email = freshEmail()) {
  const jar = new CookieJar();
  const result = await call(signUpRoute, '/api/auth/sign-up', { method: 'POST', body: signupBody(email), jar });
  expect(result.status).toBe(200);
  return { jar, email, result };
}

async function sessionUser(jar: CookieJar) {
  const { status, body } = await call<{ user: { id: string; email: string } | null }>(sessionRoute, '/api/auth/session', { jar });
  expect(status).toBe(200);
  return body.user;
}

describe('sign-up', () => {
  test('creates the account, signs in with HttpOnly SameSite=Lax cookies and saves the profile with a +92 phone', async () => {
    const { jar, email, result } = await signUp();
    expect(result.body).toMatchObject({ ok: true, status: 'signed-in', user: { email } });
    const session = result.setCookies.find((c) => /^sb-.+-auth-token$/.test(c.name))!;
    expect(session.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=lax', 'Path=/']));
    expect(session.attributes.some((a) => /^secure$/i.test(a))).toBe(false);
    expect(result.response.headers.get('cache-control')).toMatch(/no-store/);

    const user = await sessionUser(jar);
    expect(user).toEqual({ id: expect.any(String), email });
    const { data: profile } = await clientFor(backend, 'service').from('profiles').select('*').eq('id', user!.id).single();
    expect(profile).toMatchObject({
      full_name: 'Amina Khan',
      phone: '+923551234567',
      address: 'House 12, Jutial, near the polo ground',
      postal_code: '15100',
      city_id: 1,
      country: 'Pakistan',
    });
  });

  test('a taken email: "This email is already registered. Please sign in instead." (409), nothing written', async () => {
    const { email } = await signUp();
    const again = await call(signUpRoute, '/api/auth/sign-up', {
      method: 'POST',
      body: signupBody(email.toUpperCase()),
      jar: new CookieJar(),
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ ok: false, message: EMAIL_ALREADY_REGISTERED });
    expect(again.setCookies.filter((c) => c.value !== '')).toEqual([]);
  });

  test('the server validates with the same schema and checks the city against the list', async () => {
    const bad = await call(signUpRoute, '/api/auth/sign-up', {
      method: 'POST',
      body: { ...signupBody(''), password: '123', phone: '05811-123456' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      ok: false,
      fieldErrors: { email: EMAIL_REQUIRED, password: PASSWORD_TOO_SHORT, phone: PHONE_INVALID },
    });

    const email = freshEmail();
    const city = await call(signUpRoute, '/api/auth/sign-up', { method: 'POST', body: signupBody(email, { cityId: 99999 }) });
    expect(city.status).toBe(400);
    expect(city.body).toMatchObject({ fieldErrors: { cityId: CITY_INVALID } });
    const { data } = await clientFor(backend, 'service').auth.admin.listUsers();
    expect(data.users.some((u) => u.email === email)).toBe(false);
  });

  test("bad requests are 4xx in the shop's shape: not JSON, wrong type, cross-site", async () => {
    const notJson = await call(signUpRoute, '/api/auth/sign-up', {
      method: 'POST',
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body).toMatchObject({ ok: false, message: expect.any(String) });
    const form = await call(signUpRoute, '/api/auth/sign-up', {
      method: 'POST',
      body: 'email=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const crossSite = await call(signInRoute, '/api/auth/sign-in', {
      method: 'POST',
      body: { email: 'a@example.com', password: 'secret1' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const huge = await call(signInRoute, '/api/auth/sign-in', {
      method: 'POST',
      body: { email: 'a@example.com', password: 'x'.repeat(40_000) },
    });
    expect(huge.status).toBe(413);
  });
});

describe('sign-in, session and sign-out', () => {
  test('a wrong password gets the spec message; the right one a session; sign-out ends it everywhere', async () => {
    const { email } = await signUp();
    const wrong = await call(signInRoute, '/api/auth/sign-in', {
      method: 'POST',
      body: { email, password: 'not-it-1' },
      jar: new CookieJar(),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ ok: false, message: INVALID_CREDENTIALS, code: 'invalid_credentials' });
    const unknown = await call(signInRoute, '/api/auth/sign-in', {
      method: 'POST',
      body: { email: freshEmail('nobody'), password: 'not-it-1' },
    });
    expect(unknown.body).toMatchObject({ message: INVALID_CREDENTIALS });

    const laptop = new CookieJar();
    const phone = new CookieJar();
    for (const jar of [laptop, phone]) {
      const ok = await call(signInRoute, '/api/auth/sign-in', {
        method: 'POST',
        body: { email: ` ${email.toUpperCase()} `, password: 'apricot6' },
        jar,
      });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ ok: true, user: { email } });
      expect(ok.body).not.toHaveProperty('pixel');
    }
    expect(await sessionUser(phone)).toMatchObject({ email });

    const out = await call(signOutRoute, '/api/auth/sign-out', { method: 'POST', jar: laptop });
    expect(out.status).toBe(200);
    expect(laptop.sessionCookieNames()).toEqual([]);
    expect(await sessionUser(laptop)).toBeNull();
    // Scope global: the other device is signed out too, and its stale cookies are cleared.
    expect(await sessionUser(phone)).toBeNull();
    expect(phone.sessionCookieNames()).toEqual([]);
  });

  test('a guest without cookies is answered without a call to the auth API', async () => {
    const { status, body, response } = await call(sessionRoute, '/api/auth/session');
    expect(status).toBe(200);
    expect(body).toEqual({ user: null, expiresAt: null, event: null });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('forgot password and reset', () => {
  test('the mailed link is redeemed once, the new password works and the old one does not', async () => {
    const { email } = await signUp();
    const sent = await call(forgotRoute, '/api/auth/forgot-password', { method: 'POST', body: { email } });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ ok: true, message: RESET_SENT });
    const unknown = await call(forgotRoute, '/api/auth/forgot-password', { method: 'POST', body: { email: freshEmail('nobody') } });
    expect(unknown.body).toEqual({ ok: true, message: RESET_SENT });
    const empty = await call(forgotRoute, '/api/auth/forgot-password', { method: 'POST', body: { email: ' ' } });
    expect(empty.body).toMatchObject({ ok: false, fieldErrors: { email: EMAIL_REQUIRED } });

    const [mail] = await mailTo(backend, email);
    const link = new URL(mail!.text.match(/https?:\/\/\S+\/reset-password\?\S+/)![0]);
    expect(link.origin).toBe(SHOP_URL);
    expect(link.searchParams.get('type')).toBe('recovery');
    const tokenHash = link.searchParams.get('token_hash')!;

    const browser = new CookieJar();
    const redeemed = await call(recoveryRoute, '/api/auth/recovery', { method: 'POST', body: { tokenHash }, jar: browser });
    expect(redeemed.status).toBe(200);
    expect(redeemed.body).toMatchObject({ ok: true, user: { email } });
    const again = await call(recoveryRoute, '/api/auth/recovery', { method: 'POST', body: { tokenHash }, jar: new CookieJar() });
    expect(again.status).toBe(403);
    expect(again.body).toMatchObject({ ok: false, message: RESET_LINK_INVALID });

    const mismatch = await call(passwordRoute, '/api/auth/password', {
      method: 'POST',
      body: { password: 'walnut77', confirmPassword: 'walnut78' },
      jar: browser,
    });
    expect(mismatch.status).toBe(400);
    const changed = await call(passwordRoute, '/api/auth/password', {
      method: 'POST',
      body: { password: 'walnut77', confirmPassword: 'walnut77' },
      jar: browser,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ ok: true, user: { email } });
    expect(await sessionUser(browser)).toMatchObject({ email });

    const oldPassword = await call(signInRoute, '/api/auth/sign-in', { method: 'POST', body: { email, password: 'apricot6' } });
    expect(oldPassword.body).toMatchObject({ ok: false, message: INVALID_CREDENTIALS });
    const newPassword = await call(signInRoute, '/api/auth/sign-in', { method: 'POST', body: { email, password: 'walnut77' } });
    expect(newPassword.status).toBe(200);
  });

  test('a made-up token is refused with the clear message', async () => {
    const forged = await call(recoveryRoute, '/api/auth/recovery', { method: 'POST', body: { tokenHash: 'a'.repeat(56) } });
    expect(forged.status).toBe(403);
    expect(forged.body).toMatchObject({ ok: false, message: RESET_LINK_INVALID });
    const malformed = await call(recoveryRoute, '/api/auth/recovery', { method: 'POST', body: { tokenHash: '../../etc' } });
    expect(malformed.status).toBe(400);
  });

  test('changing a password needs a session', async () => {
    const res = await call(passwordRoute, '/api/auth/password', {
      method: 'POST',
      body: { password: 'walnut77', confirmPassword: 'walnut77' },
    });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ ok: false, message: NO_USER_LOGGED_IN });
  });
});

describe('profile', () => {
  test('reads and saves the own profile only; validation as at sign-up', async () => {
    const { jar } = await signUp();
    const read = await call<{ profile: Record<string, unknown> }>(profileGet, '/api/profile', { jar });
    expect(read.body.profile).toMatchObject({ fullName: 'Amina Khan', phone: '+923551234567', cityId: 1, country: 'Pakistan' });

    const other = await signUp();
    const otherId = (await sessionUser(other.jar))!.id;
    const saved = await call(profilePut, '/api/profile', {
      method: 'PUT',
      jar,
      body: { id: otherId, fullName: 'Bilal Ahmed', phone: '+92 300 7654321', address: 'Street 4, Skardu', postalCode: '16100', cityId: 2 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ok: true, profile: { fullName: 'Bilal Ahmed', phone: '+923007654321', cityId: 2 } });
    const { data: untouched } = await clientFor(backend, 'service').from('profiles').select('full_name').eq('id', otherId).single();
    expect(untouched).toEqual({ full_name: 'Amina Khan' });

    const invalid = await call(profilePut, '/api/profile', {
      method: 'PUT',
      jar,
      body: { fullName: 'X', phone: '123', address: 'A', postalCode: '15100', cityId: 'Gilgit' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ fieldErrors: { phone: PHONE_INVALID, cityId: CITY_INVALID } });

    const guest = await call(profilePut, '/api/profile', {
      method: 'PUT',
      body: { fullName: 'Guest Shopper', phone: '03001234567', address: 'House 1, Jutial', postalCode: '15100', cityId: 1 },
    });
    expect(guest.status).toBe(401);
  });

  test('cities: id, name, province and district, ordered by name, cacheable', async () => {
    const { status, body, response } = await call<Array<{ id: number; name: string; province: string; district: string | null }>>(
      citiesRoute,
      '/api/cities',
    );
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(50);
    expect(body.map((c) => c.name)).toEqual([...body.map((c) => c.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(body).toContainEqual({ id: 1, name: 'Gilgit', province: 'Gilgit-Baltistan', district: 'Gilgit' });
    expect(body).toContainEqual(expect.objectContaining({ name: 'Gujar Khan', province: 'Punjab', district: 'Rawalpindi' }));
    expect(response.headers.get('cache-control')).toMatch(/public/);
  });

  test('cities: the most ordered-from carry their popularity rank, read again after the cache is dropped', async () => {
    type Listed = { id: number; name: string; popularity?: number };
    const before = await call<Listed[]>(citiesRoute, '/api/cities');
    expect(before.body.filter((c) => c.popularity !== undefined)).toEqual([]);
    const rawalpindi = before.body.find((c) => c.name === 'Rawalpindi')!;
    const placed = await clientFor(backend, 'anon').rpc(
      'place_order',
      placeOrderArgs([{ variant_id: 11, quantity: 1 }], { contact: contact({ city_id: rawalpindi.id, phone: '0300-7654321' }) }),
    );
    expect(placed.error).toBeNull();

    forgetListedCities();
    const after = await call<Listed[]>(citiesRoute, '/api/cities');
    expect(after.body.filter((c) => c.popularity !== undefined)).toEqual([{ ...rawalpindi, popularity: 0 }]);
  });
});

describe('deactivation', () => {
  test('ends every session, clears the cookies, and sign-in is refused afterwards', async () => {
    const { jar, email } = await signUp();
    const otherDevice = new CookieJar();
    await call(signInRoute, '/api/auth/sign-in', { method: 'POST', body: { email, password: 'apricot6' }, jar: otherDevice });

    const res = await call(deactivateRoute, '/api/auth/deactivate', { method: 'POST', jar });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true });
    expect(jar.sessionCookieNames()).toEqual([]);
    expect(await sessionUser(otherDevice)).toBeNull();

    const again = await call(signInRoute, '/api/auth/sign-in', { method: 'POST', body: { email, password: 'apricot6' } });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ ok: false, message: ACCOUNT_DEACTIVATED });
  });

  test('without a signed-in user: "No user logged in"', async () => {
    const res = await call(deactivateRoute, '/api/auth/deactivate', { method: 'POST' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ ok: false, message: NO_USER_LOGGED_IN });
  });
});
