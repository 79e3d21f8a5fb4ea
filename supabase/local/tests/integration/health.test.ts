import { startTestBackend, type TestBackend } from '../../testing/test-backend.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());

test('GET /health answers 200 once migrations are applied', async () => {
  const res = await fetch(`${backend.url}/health`);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ status: 'ok', database: backend.database });
});

test("REST and Auth refuse a request without an API key, in Kong's words", async () => {
  for (const path of ['/rest/v1/cities', '/auth/v1/user']) {
    const res = await fetch(`${backend.url}${path}`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  }
});

test('a wrong API key is refused', async () => {
  const res = await fetch(`${backend.url}/rest/v1/cities`, { headers: { apikey: 'not-a-key' } });
  expect(res.status).toBe(401);
  expect((await res.json()).message).toBe('Invalid API key');
});
