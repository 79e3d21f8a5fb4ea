import { startTestBackend, type TestBackend } from '@gilgit-dry-fruits/supabase-local/testing';

// Issue 15 §7: odd input is a 4xx, never a 5xx. JSON nested 10,000 deep at the embedded backend's
// REST and auth endpoints is refused with a 400 before it reaches the database or the user record.
const DEEP = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.stop();
});

function post(path: string, body: string): Promise<Response> {
  return fetch(`${backend.url}${path}`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json' },
    body,
  });
}

test.each([
  ['REST insert, an array', '/rest/v1/contact_messages', DEEP],
  ['REST rpc, an object', '/rest/v1/rpc/track_order', DEEP_OBJECT],
  ['sign-up, user data', '/auth/v1/signup', `{"email":"deep@example.com","password":"a-long-password-1","data":${DEEP_OBJECT}}`],
])('%s nested 10,000 deep is a 400', async (_name, path, body) => {
  const response = await post(path, body);
  expect(response.status).toBe(400);
  await response.text();
});
