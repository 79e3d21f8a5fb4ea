import { createClient } from '@supabase/supabase-js';
import { NoRealtimeWebSocket, uniqueEmail } from '../../testing/clients.ts';
import { startTestBackend, type TestBackend } from '../../testing/test-backend.ts';
import { authFetch } from './auth-support.ts';

/** GoTrue's defaults: the harness relaxes them, this suite puts them back. */
const DEFAULT_LIMITS = { AUTH_RATE_LIMIT_TOKEN: '150', AUTH_RATE_LIMIT_OTP: '30', AUTH_RATE_LIMIT_VERIFY: '30' };
const BURST = 30;
/** The buckets refill at 0.5 or 0.1 requests a second, so 60 requests always run into the limit. */
const ATTEMPTS = 60;

describe('per-IP request limits (X-Forwarded-For)', () => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await startTestBackend({ env: DEFAULT_LIMITS });
  });
  afterAll(() => backend?.stop());

  /** Sends the request until it is refused; returns how many went through first and the refusal. */
  async function untilLimited(path: string, init: RequestInit, ip: string) {
    for (let i = 0; i < ATTEMPTS; i += 1) {
      const res = await authFetch(backend, path, { ...init, headers: { 'X-Forwarded-For': ip } });
      if (res.status === 429) return { passed: i, res };
      await res.arrayBuffer();
    }
    return { passed: ATTEMPTS, res: null };
  }

  test.each([
    [
      'POST /token',
      '/token?grant_type=refresh_token',
      { method: 'POST', body: JSON.stringify({ refresh_token: 'not-a-real-token' }) },
      '198.51.100.1',
    ],
    ['POST /signup', '/signup', { method: 'POST', body: JSON.stringify({ email: 'bad', password: 'secret123' }) }, '198.51.100.2'],
    ['POST /recover', '/recover', { method: 'POST', body: JSON.stringify({ email: 'nobody@example.com' }) }, '198.51.100.3'],
    ['POST /otp', '/otp', { method: 'POST', body: JSON.stringify({ email: 'bad' }) }, '198.51.100.4'],
    ['POST /verify', '/verify', { method: 'POST', body: JSON.stringify({ type: 'recovery', token_hash: 'nope' }) }, '198.51.100.5'],
  ])('%s: a burst of 30, then 429 over_request_rate_limit for that IP only', async (_label, path, init, ip) => {
    const { passed, res } = await untilLimited(path, init, ip);
    expect(passed).toBeGreaterThanOrEqual(BURST);
    expect(res).not.toBeNull();
    expect(res!.headers.get('x-sb-error-code')).toBe('over_request_rate_limit');
    expect(await res!.json()).toMatchObject({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });

    const other = await authFetch(backend, path, { ...init, headers: { 'X-Forwarded-For': `203.0.113.${ip.split('.')[3]}, ${ip}` } });
    expect(other.status).not.toBe(429);
  });

  test('supabase-js sees the limit as AuthApiError 429 on sign-in', async () => {
    const ip = '198.51.100.9';
    await untilLimited('/token?grant_type=refresh_token', { method: 'POST', body: JSON.stringify({ refresh_token: 'x'.repeat(16) }) }, ip);
    const client = createClient(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: NoRealtimeWebSocket as never },
      global: { headers: { 'X-Forwarded-For': ip } },
    });
    const { error } = await client.auth.signInWithPassword({ email: uniqueEmail(), password: 'secret123' });
    expect(error).toMatchObject({ name: 'AuthApiError', status: 429, code: 'over_request_rate_limit' });
  });
});
