import { clientFor, uniqueEmail } from '../../testing/clients.ts';
import { startBackendForSuite } from '../support/backend-suite.ts';
import { authFetch, decodeJwt, mailsTo, verifyLinkIn } from './auth-support.ts';

describe('auth.admin (service role)', () => {
  const suite = startBackendForSuite();

  test('createUser with metadata and email_confirm; the app_metadata reaches the access token', async () => {
    const email = uniqueEmail('Admin-Made');
    const { data, error } = await suite.service.auth.admin.createUser({
      email,
      password: 'secret123',
      email_confirm: true,
      user_metadata: { full_name: 'Owner' },
      app_metadata: { role: 'admin' },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: email.toLowerCase(),
      email_confirmed_at: expect.any(String),
      app_metadata: { provider: 'email', providers: ['email'], role: 'admin' },
      user_metadata: { full_name: 'Owner', email_verified: true },
    });
    expect(data.user!.identities).toHaveLength(1);
    const session = (await suite.anon.auth.signInWithPassword({ email, password: 'secret123' })).data.session!;
    expect(decodeJwt(session.access_token).app_metadata).toEqual({ provider: 'email', providers: ['email'], role: 'admin' });

    const duplicate = await suite.service.auth.admin.createUser({ email, password: 'secret123' });
    expect(duplicate.error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
    const nothing = await suite.service.auth.admin.createUser({ password: 'secret123' } as never);
    expect(nothing.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  test('getUserById and updateUserById (metadata merged, password, email_confirm)', async () => {
    const email = uniqueEmail();
    const created = await suite.service.auth.admin.createUser({
      email,
      password: 'secret123',
      user_metadata: { a: 1, b: 2 },
      app_metadata: { tier: 'gold' },
    });
    const id = created.data.user!.id;
    expect((await suite.anon.auth.signInWithPassword({ email, password: 'secret123' })).error?.code).toBe('email_not_confirmed');

    const fetched = await suite.service.auth.admin.getUserById(id);
    expect(fetched.data.user).toMatchObject({ id, email, user_metadata: { a: 1, b: 2 } });

    const updated = await suite.service.auth.admin.updateUserById(id, {
      email_confirm: true,
      user_metadata: { b: null, c: 3 },
      app_metadata: { tier: null, role: 'admin' },
      password: 'changed-456',
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user).toMatchObject({
      email_confirmed_at: expect.any(String),
      user_metadata: { a: 1, c: 3, email_verified: true },
      app_metadata: { provider: 'email', providers: ['email'], role: 'admin' },
    });
    expect(updated.data.user!.user_metadata).not.toHaveProperty('b');
    expect(updated.data.user!.app_metadata).not.toHaveProperty('tier');
    expect((await suite.anon.auth.signInWithPassword({ email, password: 'changed-456' })).error).toBeNull();

    const weak = await suite.service.auth.admin.updateUserById(id, { password: '1' });
    expect(weak.error).toMatchObject({ name: 'AuthWeakPasswordError', code: 'weak_password' });

    const missing = await suite.service.auth.admin.getUserById('6b3a3c0e-58a4-4b8e-9d3b-3f0c1d2e4a5b');
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found', message: 'User not found' });
  });

  test('a password change by the admin ends every session of the user', async () => {
    const email = uniqueEmail();
    const id = (await suite.service.auth.admin.createUser({ email, password: 'secret123', email_confirm: true })).data.user!.id;
    const session = (await suite.anon.auth.signInWithPassword({ email, password: 'secret123' })).data.session!;
    await suite.service.auth.admin.updateUserById(id, { password: 'another-789' });
    const res = await authFetch(suite.backend, '/user', { headers: { Authorization: `Bearer ${session.access_token}` } });
    expect((await res.json()).code).toBe('session_not_found');
  });

  test('listUsers pages with GoTrue headers', async () => {
    for (let i = 0; i < 3; i += 1) await suite.service.auth.admin.createUser({ email: uniqueEmail('listed'), password: 'secret123' });
    const listed = await suite.service.auth.admin.listUsers({ page: 1, perPage: 2 });
    if (listed.error) throw listed.error;
    const data = listed.data;
    expect(data.users).toHaveLength(2);
    expect(data.aud).toBe('authenticated');
    expect(data.total).toBeGreaterThanOrEqual(3);
    expect(data.nextPage).toBe(2);
    expect(data.lastPage).toBe(Math.ceil(data.total / 2));
    const times = data.users.map((u) => u.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    const res = await fetch(`${suite.backend.url}/auth/v1/admin/users?page=1&per_page=2`, {
      headers: { apikey: suite.backend.serviceRoleKey, Authorization: `Bearer ${suite.backend.serviceRoleKey}` },
    });
    expect(res.headers.get('x-total-count')).toBe(String(data.total));
    expect(res.headers.get('link')).toContain('</admin/users?page=2&per_page=2>; rel="next"');
    const bad = await fetch(`${suite.backend.url}/auth/v1/admin/users?page=abc`, {
      headers: { apikey: suite.backend.serviceRoleKey, Authorization: `Bearer ${suite.backend.serviceRoleKey}` },
    });
    expect(bad.status).toBe(400);
  });

  test('deleteUser removes the user; soft delete keeps an anonymised row', async () => {
    const email = uniqueEmail();
    const id = (await suite.service.auth.admin.createUser({ email, password: 'secret123', email_confirm: true })).data.user!.id;
    expect(await suite.service.auth.admin.deleteUser(id)).toEqual({ data: { user: {} }, error: null });
    expect((await suite.service.auth.admin.getUserById(id)).error?.code).toBe('user_not_found');
    expect((await suite.anon.auth.signInWithPassword({ email, password: 'secret123' })).error?.code).toBe('invalid_credentials');

    const softEmail = uniqueEmail();
    const softId = (await suite.service.auth.admin.createUser({ email: softEmail, password: 'secret123', email_confirm: true })).data.user!
      .id;
    expect((await suite.service.auth.admin.deleteUser(softId, true)).error).toBeNull();
    const soft = await suite.service.auth.admin.getUserById(softId);
    expect(soft.data.user).toMatchObject({ id: softId, deleted_at: expect.any(String) });
    expect(soft.data.user!.email).not.toBe(softEmail);
    expect((await suite.anon.auth.signInWithPassword({ email: softEmail, password: 'secret123' })).error?.code).toBe('invalid_credentials');
  });

  test('inviteUserByEmail mails an invitation; the link signs the new user in, who then sets a password', async () => {
    const email = uniqueEmail('invited');
    const { data, error } = await suite.service.auth.admin.inviteUserByEmail(email, {
      data: { full_name: 'Guest' },
      redirectTo: 'http://localhost:3000/welcome',
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, invited_at: expect.any(String), user_metadata: { full_name: 'Guest' } });
    const mail = (await mailsTo(suite.backend, email))[0]!;
    expect(mail.subject).toBe('You have been invited');
    const link = verifyLinkIn(suite.backend, mail);
    expect(link.searchParams.get('type')).toBe('invite');
    const landing = new URL((await fetch(link, { redirect: 'manual' })).headers.get('location')!);
    expect(`${landing.origin}${landing.pathname}`).toBe('http://localhost:3000/welcome');
    const fragment = new URLSearchParams(landing.hash.slice(1));
    const client = clientFor(suite.backend);
    await client.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! });
    expect((await client.auth.updateUser({ password: 'guest-secret-1' })).error).toBeNull();
    expect((await suite.anon.auth.signInWithPassword({ email, password: 'guest-secret-1' })).error).toBeNull();
    expect((await suite.service.auth.admin.inviteUserByEmail(email)).error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  test('only the service role may call /admin: 403 not_admin otherwise', async () => {
    const email = uniqueEmail();
    await suite.service.auth.admin.createUser({ email, password: 'secret123', email_confirm: true });
    const session = (await suite.anon.auth.signInWithPassword({ email, password: 'secret123' })).data.session!;
    for (const bearer of [suite.backend.anonKey, session.access_token]) {
      const res = await authFetch(suite.backend, '/admin/users', { headers: { Authorization: `Bearer ${bearer}` } });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'not_admin', message: 'User not allowed' });
    }
    const generate = await authFetch(suite.backend, '/admin/generate_link', {
      method: 'POST',
      body: JSON.stringify({ type: 'recovery', email }),
    });
    expect(generate.status).toBe(403);
    const noBearer = await fetch(`${suite.backend.url}/auth/v1/admin/users`, { headers: { apikey: suite.backend.serviceRoleKey } });
    expect(noBearer.status).toBe(401);
  });
});
