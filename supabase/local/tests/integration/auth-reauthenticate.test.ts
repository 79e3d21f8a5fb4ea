// GET /reauthenticate and the nonce of PUT /user (GoTrue internal/api/reauthenticate.go, user.go
// UserUpdate with SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION): the code goes out by mail, a
// password change without a recent sign-in needs it, and it is spent once used.
import { createHmac } from 'node:crypto';
import { clientFor, uniqueEmail } from '../../testing/clients.ts';
import { TEST_JWT_SECRET } from '../../testing/test-backend.ts';
import { startBackendForSuite } from '../support/backend-suite.ts';
import { authFetch, createConfirmedUser, mailsTo } from './auth-support.ts';

const suite = startBackendForSuite({ env: { AUTH_SECURE_PASSWORD_CHANGE: 'true', AUTH_EMAIL_MAX_FREQUENCY: '60' } });

/** A token for the user that names no session, as after a sign-in long ago: GoTrue then wants a nonce. */
function tokenWithoutSession(userId: string): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const claims = { sub: userId, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 600 };
  const body = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${body}.${createHmac('sha256', TEST_JWT_SECRET).update(body).digest('base64url')}`;
}

async function call(path: string, token: string, init: { method?: string; body?: object } = {}) {
  const res = await authFetch(suite.backend, path, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${token}` },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function codeMailedTo(email: string): Promise<string> {
  const mails = (await mailsTo(suite.backend, email)).filter((m) => m.subject === 'Confirm reauthentication');
  expect(mails.length).toBeGreaterThan(0);
  return /\b(\d{6})\b/.exec(mails[mails.length - 1]!.text)![1]!;
}

test('supabase-js reauthenticate() gets 200 {} and a code by mail; a second request within the frequency is 429', async () => {
  const email = uniqueEmail('reauth');
  await createConfirmedUser(suite.service, email, 'secret123');
  const client = clientFor(suite.backend);
  const { data: signedIn } = await client.auth.signInWithPassword({ email, password: 'secret123' });
  expect(await client.auth.reauthenticate()).toEqual({ data: { user: null, session: null }, error: null });
  const mails = (await mailsTo(suite.backend, email)).filter((m) => m.subject === 'Confirm reauthentication');
  expect(mails).toHaveLength(1);
  expect(mails[0]!.text).toMatch(/Enter this code to confirm it is you: \d{6}\b/);
  expect(mails[0]!.text).not.toMatch(/https?:\/\//);

  const again = await call('/reauthenticate', signedIn.session!.access_token);
  expect(again.status).toBe(429);
  expect(again.body).toMatchObject({
    code: 'over_email_send_rate_limit',
    message: expect.stringMatching(/^For security purposes, you can only request this after \d+ seconds\.$/),
  });
  expect((await call('/user', signedIn.session!.access_token)).body).toMatchObject({ reauthentication_sent_at: expect.any(String) });
});

test('no bearer is 401, the anon key 403, an unconfirmed address 422 email_not_confirmed', async () => {
  const none = await authFetch(suite.backend, '/reauthenticate', { headers: { Authorization: '' } });
  expect(none.status).toBe(401);
  expect(await none.json()).toMatchObject({ code: 'no_authorization', message: 'This endpoint requires a valid Bearer token' });
  expect(await call('/reauthenticate', suite.backend.anonKey)).toEqual({
    status: 403,
    body: expect.objectContaining({ code: 'bad_jwt', message: 'invalid claim: missing sub claim' }),
  });

  const { data } = await suite.service.auth.admin.createUser({ email: uniqueEmail('unconfirmed'), password: 'secret123' });
  expect(await call('/reauthenticate', tokenWithoutSession(data.user!.id))).toEqual({
    status: 422,
    body: expect.objectContaining({ code: 'email_not_confirmed', message: 'Please verify your email first.' }),
  });
});

test('a fresh session changes the password without a nonce; an old sign-in needs the mailed nonce, once', async () => {
  const email = uniqueEmail('nonce');
  const id = await createConfirmedUser(suite.service, email, 'secret123');
  const client = clientFor(suite.backend);
  await client.auth.signInWithPassword({ email, password: 'secret123' });
  expect((await client.auth.updateUser({ password: 'fresh-session-1' })).error).toBeNull();

  const old = tokenWithoutSession(id);
  expect(await call('/user', old, { method: 'PUT', body: { password: 'new-password-2' } })).toEqual({
    status: 400,
    body: expect.objectContaining({ code: 'reauthentication_needed', message: 'Password update requires reauthentication' }),
  });
  const invalid = {
    status: 422,
    body: expect.objectContaining({ code: 'reauthentication_not_valid', message: 'Nonce has expired or is invalid' }),
  };
  expect(await call('/user', old, { method: 'PUT', body: { password: 'new-password-2', nonce: '123456' } })).toEqual(invalid);

  expect(await call('/reauthenticate', old)).toEqual({ status: 200, body: {} });
  const nonce = await codeMailedTo(email);
  const wrong = nonce === '000000' ? '000001' : '000000';
  expect(await call('/user', old, { method: 'PUT', body: { password: 'new-password-2', nonce: wrong } })).toEqual(invalid);
  const changed = await call('/user', old, { method: 'PUT', body: { password: 'new-password-2', nonce } });
  expect(changed).toMatchObject({ status: 200, body: { id, email } });
  expect((await clientFor(suite.backend).auth.signInWithPassword({ email, password: 'new-password-2' })).error).toBeNull();
  expect(await call('/user', old, { method: 'PUT', body: { password: 'new-password-3', nonce } })).toEqual(invalid);
});
