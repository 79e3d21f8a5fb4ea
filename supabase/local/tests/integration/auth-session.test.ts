import type { TestBackend } from '../../testing/test-backend.ts';
import { clientFor, uniqueEmail } from '../../testing/clients.ts';
import { startBackendForSuite, type BackendSuite } from '../support/backend-suite.ts';
import { authFetch, createConfirmedUser, decodeJwt } from './auth-support.ts';

async function refresh(backend: TestBackend, refreshToken: string) {
  const res = await authFetch(backend, '/token?grant_type=refresh_token', {
    method: 'POST',
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function signIn(backend: TestBackend, email: string, password: string) {
  const { data, error } = await clientFor(backend).auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return data.session!;
}

async function userStatus(backend: TestBackend, accessToken: string) {
  const res = await authFetch(backend, '/user', { headers: { Authorization: `Bearer ${accessToken}` } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A new confirmed user's first refresh token. */
async function firstRefreshToken(suite: BackendSuite): Promise<string> {
  const email = uniqueEmail();
  await createConfirmedUser(suite.service, email, 'secret123');
  return (await signIn(suite.backend, email, 'secret123')).refresh_token;
}

/** A new user's first refresh token T1 and the tokens of two rotations: T1 → T2 → T3. */
async function refreshTokensRotatedTwice(suite: BackendSuite): Promise<[string, string, string]> {
  const t1 = await firstRefreshToken(suite);
  const t2 = (await refresh(suite.backend, t1)).body.refresh_token as string;
  const t3 = (await refresh(suite.backend, t2)).body.refresh_token as string;
  return [t1, t2, t3];
}

describe('sessions on the default backend', () => {
  const suite = startBackendForSuite();

  test('signInWithPassword returns a session; the same error for a wrong password and an unknown address', async () => {
    const email = uniqueEmail();
    const id = await createConfirmedUser(suite.service, email, 'secret123');
    const { data, error } = await suite.anon.auth.signInWithPassword({ email: email.toUpperCase(), password: 'secret123' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id, email, last_sign_in_at: expect.any(String) });
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600, expires_at: expect.any(Number) });
    expect(data.weakPassword).toBeUndefined();

    const wrong = await suite.anon.auth.signInWithPassword({ email, password: 'not-the-password' });
    const unknown = await suite.anon.auth.signInWithPassword({ email: uniqueEmail('nobody'), password: 'secret123' });
    for (const result of [wrong, unknown]) {
      expect(result.error).toMatchObject({
        name: 'AuthApiError',
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
  });

  test('a password below the current minimum still signs in, with weak_password reported', async () => {
    const email = uniqueEmail();
    const { error: createError } = await suite.service.auth.admin.createUser({ email, password: 'abc', email_confirm: true });
    expect(createError).toBeNull();
    const { data } = await suite.anon.auth.signInWithPassword({ email, password: 'abc' });
    expect(data.weakPassword).toEqual({ reasons: ['length'], message: 'Password should be at least 6 characters.' });
  });

  test('an unconfirmed address is refused with email_not_confirmed, after the password check', async () => {
    const email = uniqueEmail();
    await suite.service.auth.admin.createUser({ email, password: 'secret123' });
    const wrong = await suite.anon.auth.signInWithPassword({ email, password: 'wrong-password' });
    expect(wrong.error?.code).toBe('invalid_credentials');
    const right = await suite.anon.auth.signInWithPassword({ email, password: 'secret123' });
    expect(right.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });
  });

  test('refreshSession rotates the refresh token and keeps the session', async () => {
    const email = uniqueEmail();
    await createConfirmedUser(suite.service, email, 'secret123');
    const client = clientFor(suite.backend);
    const signedIn = await client.auth.signInWithPassword({ email, password: 'secret123' });
    const first = signedIn.data.session!;
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(data.session!.access_token).session_id).toBe(decodeJwt(first.access_token).session_id);
    expect(decodeJwt(data.session!.access_token).amr).toEqual(decodeJwt(first.access_token).amr);

    const unknown = await refresh(suite.backend, 'no-such-token-anywhere');
    expect(unknown).toEqual({
      status: 400,
      body: expect.objectContaining({ code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' }),
    });
    const missing = await refresh(suite.backend, '');
    expect(missing).toEqual({ status: 400, body: { error: 'invalid_request', error_description: 'refresh_token required' } });
  });

  test('signOut scopes: others, local, global; a signed-out session gets session_not_found', async () => {
    const email = uniqueEmail();
    await createConfirmedUser(suite.service, email, 'secret123');
    const [a, b, c] = [
      await signIn(suite.backend, email, 'secret123'),
      await signIn(suite.backend, email, 'secret123'),
      await signIn(suite.backend, email, 'secret123'),
    ];

    const clientA = clientFor(suite.backend);
    await clientA.auth.setSession({ access_token: a.access_token, refresh_token: a.refresh_token });
    expect((await clientA.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await userStatus(suite.backend, a.access_token)).status).toBe(200);
    for (const other of [b, c]) {
      expect(await userStatus(suite.backend, other.access_token)).toEqual({
        status: 403,
        body: expect.objectContaining({ code: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' }),
      });
      expect((await refresh(suite.backend, other.refresh_token)).body.code).toBe('refresh_token_not_found');
    }

    const d = await signIn(suite.backend, email, 'secret123');
    const clientD = clientFor(suite.backend);
    await clientD.auth.setSession({ access_token: d.access_token, refresh_token: d.refresh_token });
    expect((await clientD.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await userStatus(suite.backend, d.access_token)).status).toBe(403);
    expect((await userStatus(suite.backend, a.access_token)).status).toBe(200);

    const e = await signIn(suite.backend, email, 'secret123');
    const clientE = clientFor(suite.backend);
    await clientE.auth.setSession({ access_token: e.access_token, refresh_token: e.refresh_token });
    expect((await clientE.auth.signOut()).error).toBeNull();
    expect((await userStatus(suite.backend, e.access_token)).body.code).toBe('session_not_found');
    expect((await userStatus(suite.backend, a.access_token)).body.code).toBe('session_not_found');

    const { data, error } = await suite.anon.auth.getUser(a.access_token);
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ name: 'AuthSessionMissingError' });

    const f = await signIn(suite.backend, email, 'secret123');
    const bad = await authFetch(suite.backend, '/logout?scope=everyone', {
      method: 'POST',
      headers: { Authorization: `Bearer ${f.access_token}` },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe('validation_failed');
  });

  test('a banned user is refused everywhere until the ban is lifted', async () => {
    const email = uniqueEmail();
    const id = await createConfirmedUser(suite.service, email, 'secret123');
    const before = await signIn(suite.backend, email, 'secret123');
    const ban = await suite.service.auth.admin.updateUserById(id, { ban_duration: '876000h' });
    expect(ban.error).toBeNull();
    expect(new Date(ban.data.user!.banned_until!).getUTCFullYear()).toBeGreaterThan(new Date().getUTCFullYear() + 90);

    const signInBanned = await suite.anon.auth.signInWithPassword({ email, password: 'secret123' });
    expect(signInBanned.error).toMatchObject({ name: 'AuthApiError', status: 400, code: 'user_banned', message: 'User is banned' });
    expect(await userStatus(suite.backend, before.access_token)).toEqual({
      status: 403,
      body: expect.objectContaining({ code: 'user_banned' }),
    });
    expect(await refresh(suite.backend, before.refresh_token)).toEqual({
      status: 400,
      body: expect.objectContaining({ code: 'user_banned' }),
    });

    const lift = await suite.service.auth.admin.updateUserById(id, { ban_duration: 'none' });
    expect(lift.data.user).not.toHaveProperty('banned_until');
    expect((await suite.anon.auth.signInWithPassword({ email, password: 'secret123' })).error).toBeNull();

    const malformed = await suite.service.auth.admin.updateUserById(id, { ban_duration: 'forever' });
    expect(malformed.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  test('GET /user refuses missing, forged and foreign tokens with GoTrue codes', async () => {
    const email = uniqueEmail();
    const id = await createConfirmedUser(suite.service, email, 'secret123');
    const session = await signIn(suite.backend, email, 'secret123');

    const none = await fetch(`${suite.backend.url}/auth/v1/user`, { headers: { apikey: suite.backend.anonKey } });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: 'no_authorization', message: 'This endpoint requires a valid Bearer token' });

    const [header, payload] = session.access_token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect(await userStatus(suite.backend, forged)).toEqual({ status: 403, body: expect.objectContaining({ code: 'bad_jwt' }) });
    expect(await userStatus(suite.backend, 'not-a-jwt')).toEqual({ status: 403, body: expect.objectContaining({ code: 'bad_jwt' }) });
    expect(await userStatus(suite.backend, suite.backend.anonKey)).toEqual({
      status: 403,
      body: expect.objectContaining({ code: 'bad_jwt', message: 'invalid claim: missing sub claim' }),
    });

    const { data } = await suite.anon.auth.getUser(session.access_token);
    expect(data.user).toMatchObject({ id, email });

    await suite.service.auth.admin.deleteUser(id);
    expect(await userStatus(suite.backend, session.access_token)).toEqual({
      status: 403,
      body: expect.objectContaining({ code: 'user_not_found', message: 'User from sub claim in JWT does not exist' }),
    });
  });

  test('updateUser merges data (null deletes a key), changes the password and ends the other sessions', async () => {
    const email = uniqueEmail();
    await createConfirmedUser(suite.service, email, 'secret123', { full_name: 'Alice', city: 'Gilgit' });
    const other = await signIn(suite.backend, email, 'secret123');
    const client = clientFor(suite.backend);
    await client.auth.signInWithPassword({ email, password: 'secret123' });
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => events.push(event));

    const merged = await client.auth.updateUser({ data: { city: null, phone: '+923001234567' } });
    expect(merged.error).toBeNull();
    expect(merged.data.user!.user_metadata).toEqual({ full_name: 'Alice', phone: '+923001234567', email_verified: true });

    const same = await client.auth.updateUser({ password: 'secret123' });
    expect(same.error).toMatchObject({
      status: 422,
      code: 'same_password',
      message: 'New password should be different from the old password.',
    });
    const weak = await client.auth.updateUser({ password: '123' });
    expect(weak.error).toMatchObject({ name: 'AuthWeakPasswordError', code: 'weak_password' });

    expect((await client.auth.updateUser({ password: 'new-secret-456' })).error).toBeNull();
    expect(events).toContain('USER_UPDATED');
    expect((await client.auth.getUser()).error).toBeNull();
    expect((await userStatus(suite.backend, other.access_token)).body.code).toBe('session_not_found');
    expect((await suite.anon.auth.signInWithPassword({ email, password: 'secret123' })).error?.code).toBe('invalid_credentials');
    expect((await suite.anon.auth.signInWithPassword({ email, password: 'new-secret-456' })).error).toBeNull();

    const appMetadata = await authFetch(suite.backend, '/user', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${(await client.auth.getSession()).data.session!.access_token}` },
      body: JSON.stringify({ app_metadata: { role: 'admin' } }),
    });
    expect(appMetadata.status).toBe(403);
    expect((await appMetadata.json()).code).toBe('not_admin');
  });

  test('an email change is confirmed by mail before it takes effect', async () => {
    const email = uniqueEmail();
    await createConfirmedUser(suite.service, email, 'secret123');
    const client = clientFor(suite.backend);
    await client.auth.signInWithPassword({ email, password: 'secret123' });
    const taken = uniqueEmail();
    await createConfirmedUser(suite.service, taken, 'secret123');
    expect((await client.auth.updateUser({ email: taken })).error).toMatchObject({ status: 422, code: 'email_exists' });

    const next = uniqueEmail('renamed');
    const { data, error } = await client.auth.updateUser({ email: next });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: next, email_change_sent_at: expect.any(String) });
    const res = await fetch(`${suite.backend.url}/mail/messages`);
    const mail = ((await res.json()) as { to: string; text: string }[]).find((m) => m.to === next)!;
    const link = mail.text.match(/http\S+\/auth\/v1\/verify\?\S+/)![0];
    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const fragment = new URLSearchParams(new URL(followed.headers.get('location')!).hash.slice(1));
    expect(fragment.get('type')).toBe('email_change');
    const after = await suite.anon.auth.getUser(fragment.get('access_token')!);
    expect(after.data.user).toMatchObject({ email: next });
    expect(after.data.user).not.toHaveProperty('new_email');
    expect((await suite.anon.auth.signInWithPassword({ email: next, password: 'secret123' })).error).toBeNull();
  });
});

describe('refresh-token reuse with a reuse interval of 0 s (every replay is past the window)', () => {
  const suite = startBackendForSuite({ env: { AUTH_REFRESH_TOKEN_REUSE_INTERVAL: '0' } });

  test('replaying the parent of the active token returns the active token (lost response)', async () => {
    const t1 = await firstRefreshToken(suite);
    const second = await refresh(suite.backend, t1);
    expect(second.status).toBe(200);
    const t2 = second.body.refresh_token as string;
    expect(t2).not.toBe(t1);
    const replay = await refresh(suite.backend, t1);
    expect(replay.status).toBe(200);
    expect(replay.body.refresh_token).toBe(t2);
    expect(decodeJwt(replay.body.access_token as string).session_id).toBe(decodeJwt(second.body.access_token as string).session_id);
    expect((await refresh(suite.backend, t2)).status).toBe(200);
  });

  test('security scenario 30: T1→T2→T3, replay T1 → refresh_token_already_used and T3 is revoked too', async () => {
    const [t1, t2, t3] = await refreshTokensRotatedTwice(suite);

    const replay = await refresh(suite.backend, t1);
    expect(replay).toEqual({
      status: 400,
      body: expect.objectContaining({ code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' }),
    });
    expect(await refresh(suite.backend, t3)).toEqual({
      status: 400,
      body: expect.objectContaining({ code: 'refresh_token_already_used' }),
    });
    expect((await refresh(suite.backend, t2)).body.code).toBe('refresh_token_already_used');

    const client = clientFor(suite.backend);
    const { error } = await client.auth.refreshSession({ refresh_token: t3 });
    expect(error).toMatchObject({ name: 'AuthApiError', status: 400, code: 'refresh_token_already_used' });
  });
});

describe('refresh-token reuse inside the reuse interval', () => {
  const suite = startBackendForSuite({ env: { AUTH_REFRESH_TOKEN_REUSE_INTERVAL: '3600' } });

  test('an older rotated token is accepted again while the session is alive (concurrent SSR refreshes)', async () => {
    const [t1, t2, t3] = await refreshTokensRotatedTwice(suite);
    const replay = await refresh(suite.backend, t1);
    expect(replay.status).toBe(200);
    expect([t1, t2, t3]).not.toContain(replay.body.refresh_token);
    expect((await refresh(suite.backend, t3)).status).toBe(200);
  });

  test('concurrent refreshes of one token all succeed, within one session', async () => {
    const t1 = await firstRefreshToken(suite);
    const results = await Promise.all([refresh(suite.backend, t1), refresh(suite.backend, t1), refresh(suite.backend, t1)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => decodeJwt(r.body.access_token as string).session_id)).size).toBe(1);
  });
});
