import { FunctionsHttpError } from '@supabase/supabase-js';
import { startBackendForSuite } from '../support/backend-suite.ts';

// The functions runtime through the real functions-js `invoke`: request bodies of every kind, the
// response parsed by its content type, errors readable from `error.context`, and the relay's
// verify_jwt check. Fixture functions live in tests/fixtures/functions (`open` has verify_jwt = false).
const suite = startBackendForSuite({ env: { SUPABASE_LOCAL_EXTRA_FUNCTIONS: 'supabase/local/tests/fixtures/functions' } });

const functionUrl = (name: string) => `${suite.backend.url}/functions/v1/${name}`;

describe('request bodies', () => {
  test('an object is sent as JSON', async () => {
    const { data, error } = await suite.anon.functions.invoke('echo', { body: { email: 'a@example.com', qty: 2 } });
    expect(error).toBeNull();
    expect(data).toEqual({
      method: 'POST',
      path: '/echo',
      query: '',
      contentType: 'application/json',
      hasAuthorization: true,
      body: { email: 'a@example.com', qty: 2 },
    });
  });

  test('a string is sent as text', async () => {
    const { data } = await suite.anon.functions.invoke('echo', { body: 'hello there' });
    expect(data).toMatchObject({ contentType: 'text/plain', body: 'hello there' });
  });

  test('a Blob or ArrayBuffer is sent as binary', async () => {
    const fromBlob = await suite.anon.functions.invoke('echo', { body: new Blob([new Uint8Array([1, 2, 3])]) });
    expect(fromBlob.data).toMatchObject({ contentType: 'application/octet-stream', body: [1, 2, 3] });
    const fromBuffer = await suite.anon.functions.invoke('echo', { body: new Uint8Array([250, 0, 7]).buffer });
    expect(fromBuffer.data).toMatchObject({ body: [250, 0, 7] });
  });

  test('FormData is sent as multipart', async () => {
    const form = new FormData();
    form.append('name', 'Hunza apricots');
    form.append('photo', new Blob(['xyz'], { type: 'image/jpeg' }), 'photo.jpg');
    const { data } = await suite.anon.functions.invoke('echo', { body: form });
    expect(data).toMatchObject({
      contentType: expect.stringMatching(/^multipart\/form-data; boundary=/),
      body: { name: 'Hunza apricots', photo: { type: 'image/jpeg', size: 3 } },
    });
  });

  test('other methods, sub-paths and the query string reach the function', async () => {
    const { data } = await suite.anon.functions.invoke('echo/orders/7?view=full', { method: 'GET' });
    expect(data).toMatchObject({ method: 'GET', path: '/echo/orders/7', query: '?view=full', body: null });
  });
});

describe('responses', () => {
  test('text, binary, form and streamed bodies are parsed by their content type', async () => {
    expect((await suite.anon.functions.invoke('echo', { headers: { 'x-reply': 'text' } })).data).toBe('plain words');

    const binary = await suite.anon.functions.invoke('echo', { headers: { 'x-reply': 'binary' } });
    expect(binary.data).toBeInstanceOf(Blob);
    expect([...new Uint8Array(await (binary.data as Blob).arrayBuffer())]).toEqual([0, 1, 2, 253, 254, 255]);

    const form = await suite.anon.functions.invoke('echo', { headers: { 'x-reply': 'form' } });
    expect((form.data as FormData).get('greeting')).toBe('salaam');

    expect((await suite.anon.functions.invoke('echo', { headers: { 'x-reply': 'stream' } })).data).toBe('one two three');
  });

  test('status and several Set-Cookie headers pass through', async () => {
    const res = await fetch(functionUrl('echo'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${suite.backend.anonKey}`, 'x-reply': 'cookies' },
    });
    expect(res.status).toBe(201);
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  test('a 500 from the function is a FunctionsHttpError whose context is readable', async () => {
    const { data, error } = await suite.anon.functions.invoke('echo', { headers: { 'x-reply': 'error' } });
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    expect(error!.message).toBe('Edge Function returned a non-2xx status code');
    expect(error!.context.status).toBe(500);
    expect(await error!.context.json()).toEqual({ error: 'boom' });
  });

  test('a handler that throws gives a 500 JSON error and the server keeps serving', async () => {
    const { error } = await suite.anon.functions.invoke('echo', { headers: { 'x-reply': 'throw' } });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    expect(error!.context.status).toBe(500);
    expect(await error!.context.json()).toEqual({ code: 'WORKER_ERROR', error: 'Function exited due to an error (please check logs)' });
    expect((await suite.anon.functions.invoke('echo', { body: { still: 'alive' } })).data).toMatchObject({ body: { still: 'alive' } });
  });

  test('an unknown function is a 404 NOT_FOUND; a module without a default export does not boot', async () => {
    for (const name of ['no-such-function', '_shared', '..%2Fpassword-reset']) {
      const { error } = await suite.anon.functions.invoke(name, { body: {} });
      expect(error!.context.status).toBe(404);
      expect(await error!.context.json()).toEqual({ code: 'NOT_FOUND', message: 'Requested function was not found' });
    }
    const { error } = await suite.anon.functions.invoke('no-handler', { body: {} });
    expect(error!.context.status).toBe(503);
    expect(await error!.context.json()).toMatchObject({ code: 'BOOT_ERROR' });
  });

  test('a body over 1 MB is refused with 413 before the function runs', async () => {
    const { error } = await suite.anon.functions.invoke('echo', { body: 'x'.repeat(1024 * 1024 + 1) });
    expect(error!.context.status).toBe(413);
    expect(await error!.context.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('verify_jwt', () => {
  test('no Authorization header is a 401 UNAUTHORIZED_NO_AUTH_HEADER', async () => {
    const res = await fetch(functionUrl('echo'), { method: 'POST', headers: { apikey: suite.backend.anonKey } });
    expect(res.status).toBe(401);
    expect(res.headers.get('sb-error-code')).toBe('UNAUTHORIZED_NO_AUTH_HEADER');
    expect(await res.json()).toEqual({ code: 'UNAUTHORIZED_NO_AUTH_HEADER', message: 'Missing authorization header' });
  });

  test('a bad JWT is a 401 Invalid JWT', async () => {
    for (const token of ['not-a-jwt', `${suite.backend.anonKey.slice(0, -3)}abc`]) {
      const res = await fetch(functionUrl('echo'), { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
      expect(res.status).toBe(401);
      expect(res.headers.get('sb-error-code')).toBe('UNAUTHORIZED_LEGACY_JWT');
      expect(await res.json()).toEqual({ code: 'UNAUTHORIZED_LEGACY_JWT', message: 'Invalid JWT' });
    }
  });

  test('verify_jwt = false in config.toml lets a call without a JWT through', async () => {
    const res = await fetch(functionUrl('open'));
    expect(res.status).toBe(200);
  });

  test('OPTIONS is passed through to the function, which answers CORS itself', async () => {
    const res = await fetch(functionUrl('open'), { method: 'OPTIONS' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-fixture')).toBe('open');
  });
});

test('functions get the hosted environment variables, pointed at this backend, without touching process.env', async () => {
  const { data } = await suite.anon.functions.invoke('open', { method: 'GET' });
  expect(data).toEqual({
    supabaseUrl: suite.backend.url,
    anonKey: suite.backend.anonKey,
    serviceRoleKey: suite.backend.serviceRoleKey,
    siteUrl: 'http://localhost:3000',
    mailApiUrl: `${suite.backend.url}/mail/send`,
    processEnvUntouched: true,
  });
});
