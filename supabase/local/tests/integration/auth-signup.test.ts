import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../../testing/test-backend.ts';
import { clientFor, uniqueEmail } from '../../testing/clients.ts';
import { startBackendForSuite } from '../support/backend-suite.ts';
import { authFetch, decodeJwt, mailsTo, pkceClient, verifyLinkIn } from './auth-support.ts';

/**
 * A fixture trigger in the spirit of the project's `handle_new_user`: it reads the sign-up
 * metadata and writes back to the row (so the response must be re-read), and it fails for
 * addresses starting with "broken-" (so the sign-up must roll back).
 */
const TRIGGER_SQL = `
create function public.test_on_auth_user_created() returns trigger language plpgsql security definer set search_path = '' as $$
begin
  if new.email like 'broken-%' then
    raise exception 'profile insert failed';
  end if;
  update auth.users set raw_app_meta_data = raw_app_meta_data || jsonb_build_object('profile_name', new.raw_user_meta_data ->> 'full_name')
   where id = new.id;
  return new;
end
$$;
create trigger test_on_auth_user_created after insert on auth.users for each row execute function public.test_on_auth_user_created();
`;

describe('sign-up with autoconfirm on (the default)', () => {
  let backend: TestBackend;
  let fixtures: string;
  let anon: SupabaseClient;

  beforeAll(async () => {
    fixtures = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-trigger-'));
    fs.writeFileSync(path.join(fixtures, '20990101000000_add_test_signup_trigger.sql'), TRIGGER_SQL);
    backend = await startTestBackend({ env: { SUPABASE_LOCAL_EXTRA_MIGRATIONS: fixtures } });
    anon = clientFor(backend);
  });
  afterAll(async () => {
    await backend?.stop();
    fs.rmSync(fixtures, { recursive: true, force: true });
  });

  test('signUp returns a session and the user, in GoTrue shape', async () => {
    const email = uniqueEmail('Signup');
    const { data, error } = await anon.auth.signUp({
      email,
      password: 'secret123',
      options: { data: { full_name: 'Alice Khan', phone: '+923001234567' } },
    });
    expect(error).toBeNull();
    const user = data.user!;
    expect(user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email: email.toLowerCase(),
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Alice Khan', phone: '+923001234567', email_verified: true },
      is_anonymous: false,
    });
    expect(user.email_confirmed_at).toEqual(expect.any(String));
    expect(user.identities).toHaveLength(1);
    expect(user.identities![0]).toMatchObject({
      id: user.id,
      user_id: user.id,
      provider: 'email',
      identity_data: { sub: user.id, email: email.toLowerCase(), email_verified: false, phone_verified: false, full_name: 'Alice Khan' },
    });
    const session = data.session!;
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session.refresh_token).toMatch(/^[A-Za-z0-9]{16}$/);
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      iss: `${backend.url}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      email: email.toLowerCase(),
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'], profile_name: 'Alice Khan' },
      user_metadata: { full_name: 'Alice Khan', email_verified: true },
    });
    expect(claims.exp).toBe((claims.iat as number) + 3600);
    expect(claims.session_id).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
  });

  test('the row is re-read after the insert, so what the trigger wrote is in the answer', async () => {
    const { data } = await anon.auth.signUp({ email: uniqueEmail(), password: 'secret123', options: { data: { full_name: 'Bilal' } } });
    expect(data.user!.app_metadata).toEqual({ provider: 'email', providers: ['email'], profile_name: 'Bilal' });
  });

  test('a failing trigger rolls the whole sign-up back: 500 "Database error saving new user", no user left', async () => {
    const email = uniqueEmail('broken-signup');
    const { data, error } = await anon.auth.signUp({ email, password: 'secret123' });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ name: 'AuthRetryableFetchError', status: 500 });

    const res = await authFetch(backend, '/signup', { method: 'POST', body: JSON.stringify({ email, password: 'secret123' }) });
    expect(res.status).toBe(500);
    expect(res.headers.get('x-sb-error-code')).toBe('unexpected_failure');
    expect(await res.json()).toMatchObject({ code: 'unexpected_failure', message: 'Database error saving new user' });

    const list = await fetch(`${backend.url}/auth/v1/admin/users?filter=broken-signup`, {
      headers: { apikey: backend.serviceRoleKey, Authorization: `Bearer ${backend.serviceRoleKey}` },
    });
    expect((await list.json()).users).toEqual([]);
    const signIn = await anon.auth.signInWithPassword({ email, password: 'secret123' });
    expect(signIn.error?.code).toBe('invalid_credentials');
  });

  test('a registered address gets 422 user_already_exists', async () => {
    const email = uniqueEmail();
    await anon.auth.signUp({ email, password: 'secret123' });
    const { data, error } = await anon.auth.signUp({ email: email.toUpperCase(), password: 'another123' });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ name: 'AuthApiError', status: 422, code: 'user_already_exists', message: 'User already registered' });
  });

  test('password and address rules, as supabase-js reports them', async () => {
    const weak = await anon.auth.signUp({ email: uniqueEmail(), password: '12345' });
    expect(weak.error).toMatchObject({
      name: 'AuthWeakPasswordError',
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
    });
    expect((weak.error as unknown as { reasons: string[] }).reasons).toEqual(['length']);

    const long = await anon.auth.signUp({ email: uniqueEmail(), password: 'x'.repeat(73) });
    expect(long.error).toMatchObject({
      name: 'AuthApiError',
      status: 400,
      code: 'validation_failed',
      message: 'Password cannot be longer than 72 characters',
    });

    const empty = await anon.auth.signUp({ email: uniqueEmail(), password: '' });
    expect(empty.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Signup requires a valid password' });

    const badEmail = await anon.auth.signUp({ email: 'not-an-address', password: 'secret123' });
    expect(badEmail.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
  });

  test('a PKCE client is signed in at once too', async () => {
    const client = pkceClient(backend);
    const { data, error } = await client.auth.signUp({ email: uniqueEmail(), password: 'secret123' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toEqual(expect.any(String));
  });
});

describe('sign-up with autoconfirm off (AUTH_AUTOCONFIRM=false)', () => {
  const suite = startBackendForSuite({ env: { AUTH_AUTOCONFIRM: 'false' } });

  test('signUp returns the bare user, no session, and mails a confirmation link', async () => {
    const email = uniqueEmail();
    const { data, error } = await suite.anon.auth.signUp({
      email,
      password: 'secret123',
      options: { emailRedirectTo: 'http://localhost:3000/auth/confirm' },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, role: 'authenticated', confirmation_sent_at: expect.any(String) });
    expect(data.user).not.toHaveProperty('email_confirmed_at');
    expect(data.user!.identities).toHaveLength(1);

    const mails = await mailsTo(suite.backend, email);
    expect(mails).toHaveLength(1);
    const link = verifyLinkIn(suite.backend, mails[0]!);
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:3000/auth/confirm');
    expect(link.searchParams.get('token')).toMatch(/^[0-9a-f]{56}$/);

    const signIn = await suite.anon.auth.signInWithPassword({ email, password: 'secret123' });
    expect(signIn.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });
  });

  test('opening the link confirms the address and lands on redirect_to with the session in the fragment', async () => {
    const email = uniqueEmail();
    await suite.anon.auth.signUp({ email, password: 'secret123', options: { emailRedirectTo: 'http://localhost:3000/welcome' } });
    const link = verifyLinkIn(suite.backend, (await mailsTo(suite.backend, email))[0]!);

    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/welcome');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    const { data } = await suite.anon.auth.getUser(fragment.get('access_token')!);
    expect(data.user).toMatchObject({ email, email_confirmed_at: expect.any(String) });
    expect(data.user!.identities![0]!.identity_data).toMatchObject({ email_verified: true });

    const again = await fetch(link, { redirect: 'manual' });
    const error = new URLSearchParams(new URL(again.headers.get('location')!).hash.slice(1));
    expect([error.get('error'), error.get('error_code'), error.get('error_description')]).toEqual([
      'access_denied',
      'otp_expired',
      'Email link is invalid or has expired',
    ]);

    const signIn = await suite.anon.auth.signInWithPassword({ email, password: 'secret123' });
    expect(signIn.error).toBeNull();
  });

  test('a confirmed address signing up again gets a fake user with no identities (no enumeration)', async () => {
    const email = uniqueEmail();
    const first = await suite.anon.auth.signUp({ email, password: 'secret123' });
    await fetch(verifyLinkIn(suite.backend, (await mailsTo(suite.backend, email))[0]!), { redirect: 'manual' });

    const { data, error } = await suite.anon.auth.signUp({ email, password: 'other-secret' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user!.identities).toEqual([]);
    expect(data.user!.id).not.toBe(first.data.user!.id);
    expect(data.user!.email).toBe(email);
    expect(await mailsTo(suite.backend, email)).toHaveLength(1);
  });

  test('an unconfirmed address signing up again gets its confirmation mail again', async () => {
    const email = uniqueEmail();
    const first = await suite.anon.auth.signUp({ email, password: 'secret123' });
    const second = await suite.anon.auth.signUp({ email, password: 'secret123' });
    expect(second.data.user!.id).toBe(first.data.user!.id);
    expect(await mailsTo(suite.backend, email)).toHaveLength(2);
  });

  test('PKCE sign-up: the link redirects with ?code=, and exchangeCodeForSession signs in', async () => {
    const client = pkceClient(suite.backend);
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => events.push(event));
    const email = uniqueEmail();
    const signUp = await client.auth.signUp({
      email,
      password: 'secret123',
      options: { emailRedirectTo: 'http://localhost:3000/auth/confirm' },
    });
    expect(signUp.error).toBeNull();
    const link = verifyLinkIn(suite.backend, (await mailsTo(suite.backend, email))[0]!);
    expect(link.searchParams.get('token')).toMatch(/^pkce_[0-9a-f]{56}$/);

    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/auth/confirm');
    const code = location.searchParams.get('code')!;
    expect(code).toMatch(/^[0-9a-f-]{36}$/);

    const { data, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, email_confirmed_at: expect.any(String) });
    expect(decodeJwt(data.session!.access_token).amr).toEqual([{ method: 'email/signup', timestamp: expect.any(Number) }]);
    expect(events).toContain('SIGNED_IN');
  });

  test('/settings reports the mode', async () => {
    const res = await authFetch(suite.backend, '/settings');
    expect(await res.json()).toMatchObject({ mailer_autoconfirm: false, disable_signup: false, external: { email: true, phone: false } });
  });
});
