/**
 * Issue 15 §8, against the real embedded backend: /api/revalidate refuses a cross-site text/plain
 * post; while the backend is unreachable the API answers 503 with Retry-After (not 502); session
 * cookies end with the refresh token's idle life instead of the browser's 400-day maximum.
 */
import { POST as signUpRoute } from '@/app/api/auth/sign-up/route';
import { POST as contactRoute } from '@/app/api/contact/route';
import { POST as revalidateRoute } from '@/app/api/revalidate/route';
import { GET as testimonialsRoute } from '@/app/api/testimonials/route';
import { SESSION_COOKIE_MAX_AGE_SECONDS } from '@/lib/request/session-cookies';
import { CROSS_SITE } from '@/lib/http/messages';
import { startTestBackend, type TestBackend } from '@gilgit-dry-fruits/supabase-local/testing';
import { call, CookieJar, freshEmail, pointShopAt, signupBody } from './api-support';

jest.mock('server-only', () => ({}));
const revalidateTag = jest.fn();
jest.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
  pointShopAt(backend);
});
afterAll(() => backend?.stop());

test('/api/revalidate refuses a cross-site text/plain post before anything is revalidated', async () => {
  const result = await call(revalidateRoute, '/api/revalidate', {
    method: 'POST',
    body: '{"tags":["catalog"]}',
    headers: { 'content-type': 'text/plain', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  });
  expect(result.status).toBe(403);
  expect(result.body).toMatchObject({ ok: false, message: CROSS_SITE });
  expect(revalidateTag).not.toHaveBeenCalled();
});

test('the session cookies live as long as an idle session may, not 400 days', async () => {
  const jar = new CookieJar();
  const result = await call(signUpRoute, '/api/auth/sign-up', { method: 'POST', body: signupBody(freshEmail('cookie')), jar });
  expect(result.status).toBe(200);
  const session = result.setCookies.find((c) => /^sb-.+-auth-token$/.test(c.name))!;
  const maxAge = Number(session.attributes.find((a) => /^max-age=/i.test(a))!.split('=')[1]);
  expect(maxAge).toBe(SESSION_COOKIE_MAX_AGE_SECONDS);
  expect(maxAge).toBeLessThanOrEqual(30 * 24 * 3600);
});

describe('while the backend is down', () => {
  // Last in the file: the backend is stopped, so every call to it fails to connect.
  beforeAll(() => backend.stop());

  test.each([
    ['GET /api/testimonials', () => call(testimonialsRoute, '/api/testimonials')],
    [
      'POST /api/contact',
      () =>
        call(contactRoute, '/api/contact', {
          method: 'POST',
          body: { name: 'Amina', email: 'amina@example.com', message: 'Do you ship to Skardu?' },
          forwardedFor: '198.51.100.80',
        }),
    ],
    ['POST /api/auth/sign-up', () => call(signUpRoute, '/api/auth/sign-up', { method: 'POST', body: signupBody(freshEmail('outage')) })],
  ])('%s answers 503 with Retry-After', async (_name, attempt) => {
    const result = await attempt();
    expect(result.status).toBe(503);
    expect(Number(result.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(result.body).toMatchObject({ ok: false });
  });
});
