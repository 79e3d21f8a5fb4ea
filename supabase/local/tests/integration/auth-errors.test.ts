import fs from 'node:fs';
import path from 'node:path';
import { startTestBackend, type TestBackend } from '../../testing/test-backend.ts';
import { clientFor, uniqueEmail } from '../../testing/clients.ts';
import { authFetch } from './auth-support.ts';

/** Bad input always gets a GoTrue error envelope and a 4xx, and the server keeps serving. */
describe('auth errors and the open endpoints', () => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await startTestBackend();
  });
  afterAll(() => backend?.stop());

  test('errors carry {code, message, error_code, msg} and the version and error-code headers', async () => {
    const res = await authFetch(backend, '/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail(), password: 'wrong-one' }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(res.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(res.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
    expect(await res.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  test.each([
    ['malformed JSON', '{"email": "a@b.c", ', 'application/json'],
    ['a JSON array', '[1, 2]', 'application/json'],
    ['a form body', 'email=a%40b.c&password=secret123', 'application/x-www-form-urlencoded'],
    ['plain text', 'hello', 'text/plain'],
    ['an empty body', '', 'application/json'],
    ['a field of the wrong type', '{"email": 42, "password": "secret123"}', 'application/json'],
  ])('%s gets 400 bad_json', async (_label, body, contentType) => {
    const res = await authFetch(backend, '/signup', { method: 'POST', body, headers: { 'Content-Type': contentType } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'bad_json', message: expect.stringMatching(/^Could not parse request body as JSON/) });
  });

  test('NUL characters, which Postgres cannot store, are refused as bad input', async () => {
    const body = await authFetch(backend, '/signup', {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail(), password: 'secret123', data: { name: 'a\u0000b' } }),
    });
    expect(body.status).toBe(400);
    expect((await body.json()).code).toBe('bad_json');
    const query = await fetch(`${backend.url}/auth/v1/verify?token=abc%00def&type=recovery`, { redirect: 'manual' });
    expect(query.status).toBe(400);
    expect((await query.json()).code).toBe('validation_failed');
    const login = await authFetch(backend, '/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: 'a\u0000@b.c', password: 'x' }),
    });
    expect(login.status).toBe(400);
  });

  test('a body over 1 MB gets 413, and the server keeps serving', async () => {
    const huge = JSON.stringify({ email: uniqueEmail(), password: 'secret123', data: { blob: 'x'.repeat(1024 * 1024) } });
    const res = await authFetch(backend, '/signup', { method: 'POST', body: huge });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'request_entity_too_large' });
    const after = await authFetch(backend, '/health');
    expect(after.status).toBe(200);
  });

  test('an unknown grant is GoTrue\'s 400 invalid_credentials "unsupported_grant_type"', async () => {
    for (const grant of ['client_credentials', '']) {
      const res = await authFetch(backend, `/token?grant_type=${grant}`, { method: 'POST', body: '{}' });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'invalid_credentials', message: 'unsupported_grant_type' });
    }
    const { error } = await clientFor(backend).auth.signInWithPassword({ email: '', password: '' });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'missing email or phone' });
  });

  test('unknown routes and methods are 404 and 405 envelopes', async () => {
    const missing = await authFetch(backend, '/no-such-endpoint');
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe('not_found');
    const method = await authFetch(backend, '/signup');
    expect(method.status).toBe(405);
  });

  test('health, settings and the JWKS of the key pair made in DATA_DIR; the JWKS and /verify need no API key', async () => {
    expect(await (await authFetch(backend, '/health')).json()).toMatchObject({ name: 'GoTrue' });
    expect(await (await authFetch(backend, '/settings')).json()).toMatchObject({ mailer_autoconfirm: true, external: { email: true } });
    const jwks = await fetch(`${backend.url}/auth/v1/.well-known/jwks.json`);
    expect(jwks.status).toBe(200);
    expect(jwks.headers.get('cache-control')).toBe('public, max-age=600');
    const kept = JSON.parse(fs.readFileSync(path.join(backend.dataDir, 'jwt-signing-keys.json'), 'utf8')) as Record<string, unknown>[];
    expect(fs.statSync(path.join(backend.dataDir, 'jwt-signing-keys.json')).mode & 0o777).toBe(0o600);
    expect(kept).toEqual([
      expect.objectContaining({ kty: 'EC', crv: 'P-256', alg: 'ES256', key_ops: ['sign', 'verify'], d: expect.any(String) }),
    ]);
    const { kid, x, y } = kept[0]!;
    expect(await jwks.json()).toEqual({
      keys: [{ kty: 'EC', crv: 'P-256', x, y, kid, alg: 'ES256', use: 'sig', key_ops: ['verify'], ext: true }],
    });
    const verify = await fetch(`${backend.url}/auth/v1/verify?token=nope&type=recovery&redirect_to=http://localhost:3000/x`, {
      redirect: 'manual',
    });
    expect(verify.status).toBe(303);
    expect(verify.headers.get('location')).toBe(
      'http://localhost:3000/x#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    );
    const oauth = await fetch(`${backend.url}/auth/v1/authorize?provider=google&redirect_to=http://localhost:3000`);
    expect(oauth.status).toBe(400);
    expect(await oauth.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Unsupported provider: provider google is not enabled',
    });
    const noType = await fetch(`${backend.url}/auth/v1/verify?token=nope`);
    expect(noType.status).toBe(400);
    expect((await noType.json()).code).toBe('validation_failed');
  });

  test('PKCE parameters are validated where they are sent', async () => {
    const res = await authFetch(backend, '/recover', {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail(), code_challenge: 'abc', code_challenge_method: 's256' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'validation_failed',
      message: 'code challenge has to be between 43 and 128 characters',
    });
    const half = await authFetch(backend, '/signup', {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail(), password: 'secret123', code_challenge: 'a'.repeat(43) }),
    });
    expect(await half.json()).toMatchObject({
      code: 'validation_failed',
      message: 'PKCE flow requires code_challenge_method and code_challenge',
    });
  });
});
