import { createServerClient } from '@supabase/ssr';
import type { SupabaseClient } from '@supabase/supabase-js';
import { clientFor, NoRealtimeWebSocket, uniqueEmail } from '../../testing/clients.ts';
import type { TestBackend } from '../../testing/test-backend.ts';
import { startBackendForSuite } from '../support/backend-suite.ts';
import { authFetch, createConfirmedUser, decodeJwt, mailsTo, outbox, pkceClient, verifyLinkIn } from './auth-support.ts';

const RESET_PAGE = 'http://localhost:3000/reset-password';

/** One browser's cookies, shared by the server clients of its successive requests (as @supabase/ssr keeps them). */
function cookieJar() {
  const jar = new Map<string, string>();
  return {
    jar,
    client(backend: TestBackend): SupabaseClient {
      return createServerClient(backend.url, backend.anonKey, {
        cookies: {
          getAll: () => [...jar].map(([name, value]) => ({ name, value })),
          setAll: (cookies) => {
            for (const { name, value, options } of cookies) {
              if (options?.maxAge === 0) jar.delete(name);
              else jar.set(name, value);
            }
          },
        },
        realtime: { transport: NoRealtimeWebSocket as never },
      });
    },
  };
}

describe('password recovery and one-time links', () => {
  const suite = startBackendForSuite();

  test('PKCE recovery end to end with @supabase/ssr: mail → link → ?code= → exchangeCodeForSession → new password', async () => {
    const email = uniqueEmail();
    await createConfirmedUser(suite.service, email, 'old-secret-1');
    const browser = cookieJar();

    const forgot = await browser.client(suite.backend).auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE });
    expect(forgot).toEqual({ data: {}, error: null });
    expect([...browser.jar.keys()].some((name) => name.endsWith('-code-verifier'))).toBe(true);

    const mails = await mailsTo(suite.backend, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Reset your password');
    const link = verifyLinkIn(suite.backend, mails[0]!);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(RESET_PAGE);
    expect(link.searchParams.get('token')).toMatch(/^pkce_[0-9a-f]{56}$/);
    expect(mails[0]!.text).toMatch(/code: \d{6}/);

    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const landing = new URL(opened.headers.get('location')!);
    expect(`${landing.origin}${landing.pathname}`).toBe(RESET_PAGE);
    const code = landing.searchParams.get('code')!;
    expect(code).toMatch(/^[0-9a-f-]{36}$/);

    const confirmRoute = browser.client(suite.backend);
    const events: string[] = [];
    confirmRoute.auth.onAuthStateChange((event) => events.push(event));
    const exchanged = await confirmRoute.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user).toMatchObject({ email });
    expect(decodeJwt(exchanged.data.session!.access_token).amr).toEqual([{ method: 'recovery', timestamp: expect.any(Number) }]);
    expect(events).toContain('PASSWORD_RECOVERY');

    const resetPage = browser.client(suite.backend);
    const updated = await resetPage.auth.updateUser({ password: 'new-secret-2' });
    expect(updated.error).toBeNull();
    expect((await suite.anon.auth.signInWithPassword({ email, password: 'old-secret-1' })).error?.code).toBe('invalid_credentials');
    expect((await suite.anon.auth.signInWithPassword({ email, password: 'new-secret-2' })).error).toBeNull();

    const reused = await authFetch(suite.backend, '/token?grant_type=pkce', {
      method: 'POST',
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(56) }),
    });
    expect(reused.status).toBe(404);
    expect(await reused.json()).toMatchObject({ code: 'flow_state_not_found', message: 'invalid flow state, no valid flow state found' });
    const linkAgain = await fetch(link, { redirect: 'manual' });
    const failed = new URL(linkAgain.headers.get('location')!);
    expect(failed.searchParams.get('error_code')).toBe('otp_expired');
    expect(new URLSearchParams(failed.hash.slice(1)).get('error_description')).toBe('Email link is invalid or has expired');
  });

  test('the PKCE exchange checks the verifier and needs both fields', async () => {
    const email = uniqueEmail();
    await createConfirmedUser(suite.service, email, 'secret123');
    const client = pkceClient(suite.backend);
    await client.auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE });
    const opened = await fetch(verifyLinkIn(suite.backend, (await mailsTo(suite.backend, email))[0]!), { redirect: 'manual' });
    const code = new URL(opened.headers.get('location')!).searchParams.get('code')!;

    const wrong = await authFetch(suite.backend, '/token?grant_type=pkce', {
      method: 'POST',
      body: JSON.stringify({ auth_code: code, code_verifier: 'f'.repeat(112) }),
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      code: 'bad_code_verifier',
      message: 'code challenge does not match previously saved code verifier',
    });
    const empty = await authFetch(suite.backend, '/token?grant_type=pkce', { method: 'POST', body: JSON.stringify({ auth_code: code }) });
    expect(await empty.json()).toMatchObject({
      code: 'validation_failed',
      message: 'invalid request: both auth code and code verifier should be non-empty',
    });

    const { data, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.user!.email).toBe(email);
  });

  test('implicit recovery: the link lands on redirect_to with the session in the fragment', async () => {
    const email = uniqueEmail();
    const id = await createConfirmedUser(suite.service, email, 'secret123');
    expect((await suite.anon.auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE })).error).toBeNull();
    const link = verifyLinkIn(suite.backend, (await mailsTo(suite.backend, email))[0]!);
    expect(link.searchParams.get('token')).toMatch(/^[0-9a-f]{56}$/);
    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const landing = new URL(opened.headers.get('location')!);
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect([...fragment.keys()]).toEqual(['access_token', 'expires_at', 'expires_in', 'refresh_token', 'sb', 'token_type', 'type']);
    expect(fragment.get('type')).toBe('recovery');
    expect((await suite.anon.auth.getUser(fragment.get('access_token')!)).data.user!.id).toBe(id);
  });

  test('recover answers {} for unknown addresses too, and a foreign redirect_to falls back to the site URL', async () => {
    const before = (await outbox(suite.backend)).length;
    const unknown = await authFetch(suite.backend, '/recover', { method: 'POST', body: JSON.stringify({ email: uniqueEmail('nobody') }) });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({});
    expect((await outbox(suite.backend)).length).toBe(before);

    const email = uniqueEmail();
    await createConfirmedUser(suite.service, email, 'secret123');
    await suite.anon.auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example/steal' });
    const link = verifyLinkIn(suite.backend, (await mailsTo(suite.backend, email))[0]!);
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:3000');
    const landing = new URL((await fetch(link, { redirect: 'manual' })).headers.get('location')!);
    expect(landing.origin).toBe('http://localhost:3000');
  });

  test('verifyOtp with the token_hash of admin.generateLink, for each link type; generateLink sends no mail', async () => {
    const before = (await outbox(suite.backend)).length;
    const existing = uniqueEmail();
    await createConfirmedUser(suite.service, existing, 'secret123');

    const recovery = await suite.service.auth.admin.generateLink({
      type: 'recovery',
      email: existing,
      options: { redirectTo: RESET_PAGE },
    });
    expect(recovery.error).toBeNull();
    expect(recovery.data.properties).toEqual({
      action_link: expect.stringContaining(`${suite.backend.url}/auth/v1/verify?token=`),
      email_otp: expect.stringMatching(/^\d{6}$/),
      hashed_token: expect.stringMatching(/^[0-9a-f]{56}$/),
      redirect_to: RESET_PAGE,
      verification_type: 'recovery',
    });
    expect(recovery.data.user).toMatchObject({ email: existing, recovery_sent_at: expect.any(String) });
    const client = clientFor(suite.backend);
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => events.push(event));
    const verified = await client.auth.verifyOtp({ token_hash: recovery.data.properties!.hashed_token, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toEqual(expect.any(String));
    expect(events).toContain('PASSWORD_RECOVERY');
    const twice = await client.auth.verifyOtp({ token_hash: recovery.data.properties!.hashed_token, type: 'recovery' });
    expect(twice.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Email link is invalid or has expired' });

    const signupEmail = uniqueEmail();
    const signup = await suite.service.auth.admin.generateLink({
      type: 'signup',
      email: signupEmail,
      password: 'secret123',
      options: { data: { full_name: 'Sana' } },
    });
    expect(signup.data.user).toMatchObject({ email: signupEmail, user_metadata: { full_name: 'Sana' } });
    expect(signup.data.user).not.toHaveProperty('email_confirmed_at');
    const confirmed = await suite.anon.auth.verifyOtp({ token_hash: signup.data.properties!.hashed_token, type: 'signup' });
    expect(confirmed.data.user).toMatchObject({ email: signupEmail, email_confirmed_at: expect.any(String) });
    expect((await suite.anon.auth.signInWithPassword({ email: signupEmail, password: 'secret123' })).error).toBeNull();

    const magicEmail = uniqueEmail();
    const magic = await suite.service.auth.admin.generateLink({ type: 'magiclink', email: magicEmail });
    expect(magic.data.properties!.verification_type).toBe('signup');
    const magicExisting = await suite.service.auth.admin.generateLink({ type: 'magiclink', email: existing });
    expect(magicExisting.data.properties!.verification_type).toBe('magiclink');
    const byCode = await suite.anon.auth.verifyOtp({ email: existing, token: magicExisting.data.properties!.email_otp, type: 'email' });
    expect(byCode.error).toBeNull();
    expect(byCode.data.user!.email).toBe(existing);

    const inviteEmail = uniqueEmail();
    const invite = await suite.service.auth.admin.generateLink({ type: 'invite', email: inviteEmail });
    expect(invite.data.user).toMatchObject({ email: inviteEmail, invited_at: expect.any(String) });
    const accepted = await suite.anon.auth.verifyOtp({ token_hash: invite.data.properties!.hashed_token, type: 'invite' });
    expect(accepted.data.session?.user.email).toBe(inviteEmail);

    expect((await outbox(suite.backend)).length).toBe(before);

    const missing = await suite.service.auth.admin.generateLink({ type: 'recovery', email: uniqueEmail('nobody') });
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' });
    const taken = await suite.service.auth.admin.generateLink({ type: 'signup', email: existing, password: 'secret123' });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  test('verifyOtp refuses wrong codes and mixed parameters', async () => {
    const email = uniqueEmail();
    await createConfirmedUser(suite.service, email, 'secret123');
    const wrong = await suite.anon.auth.verifyOtp({ email, token: '000000', type: 'email' });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
    const mixed = await authFetch(suite.backend, '/verify', {
      method: 'POST',
      body: JSON.stringify({ type: 'recovery', token_hash: 'abc', email }),
    });
    expect(await mixed.json()).toMatchObject({ code: 'validation_failed', message: 'Only the token_hash and type should be provided' });
    const badType = await authFetch(suite.backend, '/verify', {
      method: 'POST',
      body: JSON.stringify({ type: 'telepathy', token_hash: 'abc' }),
    });
    expect(badType.status).toBe(400);
  });

  test('signInWithOtp mails a magic link that signs the user in; create_user false does not sign up', async () => {
    const email = uniqueEmail();
    await createConfirmedUser(suite.service, email, 'secret123');
    expect(await suite.anon.auth.signInWithOtp({ email, options: { emailRedirectTo: 'http://localhost:3000/orders' } })).toEqual({
      data: { user: null, session: null, messageId: undefined },
      error: null,
    });
    const link = verifyLinkIn(suite.backend, (await mailsTo(suite.backend, email))[0]!);
    expect(link.searchParams.get('type')).toBe('magiclink');
    const landing = new URL((await fetch(link, { redirect: 'manual' })).headers.get('location')!);
    expect(`${landing.origin}${landing.pathname}`).toBe('http://localhost:3000/orders');
    expect(new URLSearchParams(landing.hash.slice(1)).get('access_token')).toEqual(expect.any(String));

    const stranger = await suite.anon.auth.signInWithOtp({ email: uniqueEmail('stranger'), options: { shouldCreateUser: false } });
    expect(stranger.error).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' });

    const newcomer = uniqueEmail('newcomer');
    expect((await suite.anon.auth.signInWithOtp({ email: newcomer })).error).toBeNull();
    expect((await mailsTo(suite.backend, newcomer))[0]!.subject).toBe('Your sign-in link');
  });
});

describe('mail limits (AUTH_EMAIL_MAX_FREQUENCY=60, AUTH_RATE_LIMIT_EMAIL_SENT=2)', () => {
  const suite = startBackendForSuite({ env: { AUTH_EMAIL_MAX_FREQUENCY: '60', AUTH_RATE_LIMIT_EMAIL_SENT: '2' } });

  test('one address is mailed at most once a minute; the project at most twice an hour', async () => {
    const [a, b, c] = [uniqueEmail('a'), uniqueEmail('b'), uniqueEmail('c')];
    for (const email of [a, b, c]) await createConfirmedUser(suite.service, email, 'secret123');
    const anon = clientFor(suite.backend);

    expect((await anon.auth.resetPasswordForEmail(a)).error).toBeNull();
    const again = await anon.auth.resetPasswordForEmail(a);
    expect(again.error).toMatchObject({ name: 'AuthApiError', status: 429, code: 'over_email_send_rate_limit' });
    expect(again.error!.message).toMatch(/^For security purposes, you can only request this after (\d|[1-5]\d|60) seconds\.$/);

    expect((await anon.auth.resetPasswordForEmail(b)).error).toBeNull();
    const third = await anon.auth.resetPasswordForEmail(c);
    expect(third.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' });
    expect(await mailsTo(suite.backend, c)).toEqual([]);
  });
});
