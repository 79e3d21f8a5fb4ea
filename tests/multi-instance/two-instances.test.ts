// Two instances of the built shop (server/serve.mjs, as `npm start` runs it) behind a round-robin
// proxy on loopback (TRUSTED_PROXY_HOPS=1), against one embedded backend, sharing a Redis database of
// their own: a revalidation through one instance is seen by the other, the limits count across both,
// a Redis outage fails nothing, and killing one instance in the middle of a stream of orders loses none.
import net from 'node:net';
import type { SupabaseClient } from '@supabase/supabase-js';
import { baseEnv, buildIsCurrent, startNext, stop, type Proc } from '@/scripts/lib/processes.mjs';
import { TOO_MANY_ATTEMPTS } from '@/lib/auth/messages';
import { clientFor, startTestBackend, testKeys, type TestBackend, uniqueEmail } from '@gilgit-dry-fruits/supabase-local/testing';
import { INSTANCE_HEADER, send, startLoadBalancer, type LoadBalancer } from '../support/load-balancer';
import { placeOrderStream } from '../support/order-stream';
import { claimRedisDatabase, startRedisRelay, type RedisRelay, type TestRedis } from '../support/redis';

/** The backend's sign-in limit per client address: a bucket of 30 that refills at 0.1 a second. */
const SIGN_INS_PER_CLIENT = 30;

let redis: TestRedis;
/** The instances reach Redis through this relay, so that a test can take Redis away. */
let relay: RedisRelay;
let backend: TestBackend;
let service: SupabaseClient;
let balancer: LoadBalancer;
const shops: Proc[] = [];

beforeAll(async () => {
  if (!buildIsCurrent({ E2E_TEST_ROUTES: 'on' }))
    throw new Error('no current build of the shop: run `npm test -- multi-instance`, which makes one');
  redis = await claimRedisDatabase();
  relay = await startRedisRelay(redis.url);
  balancer = await startLoadBalancer();
  const [backendPort, ...ports] = await Promise.all([freePort(), freePort(), freePort()]);
  // The backend's address and keys are known beforehand (the test secret), so the shop's instances start alongside it.
  const keys = testKeys();
  const backendUrl = `http://127.0.0.1:${backendPort}`;
  const env = baseEnv({
    SUPABASE_URL: backendUrl,
    SUPABASE_ANON_KEY: keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
    SITE_URL: balancer.url,
    REDIS_URL: relay.url,
    TRUSTED_PROXY_HOPS: '1',
    E2E_TEST_ROUTES: 'on',
  });
  const starting = ports.map((port) => startNext(env, port, { quiet: true }));
  backend = await startTestBackend({
    env: { SUPABASE_LOCAL_PORT: String(backendPort), AUTH_RATE_LIMIT_TOKEN: String(SIGN_INS_PER_CLIENT) },
  });
  expect(backend.url).toBe(backendUrl);
  shops.push(...(await Promise.all(starting)));
  service = clientFor(backend, 'service');
  balancer.setInstances(ports);
}, 120_000);

afterAll(async () => {
  await Promise.all(shops.map((shop) => stop(shop)));
  await balancer?.close();
  await backend?.stop();
  await relay?.close();
  await redis?.release();
});

/** A request through the proxy, to instance `instance` when given. */
const viaProxy = (path: string, options: Parameters<typeof send>[1] & { instance?: number } = {}) =>
  send(`${balancer.url}${path}`, {
    ...options,
    headers: { ...options.headers, ...(options.instance === undefined ? {} : { [INSTANCE_HEADER]: String(options.instance) }) },
  });

test('a price changed and revalidated through one instance shows on the other', async () => {
  const { data: variant, error } = await service.from('product_variants').select('id, product_id').eq('id', 12).single();
  if (error) throw error;
  const newPrice = 98_765;
  /** Whether the product page, as instance `instance` serves it, offers the new price. */
  const showsNewPrice = async (instance: number) => {
    const answer = await viaProxy(`/product/${variant.product_id}`, { instance });
    expect(answer.status).toBe(200);
    return answer.text.includes(`"price":${newPrice}`);
  };
  // Both instances have the page cached (the second visit to each is served from the cache).
  for (const instance of [0, 1, 0, 1]) expect(await showsNewPrice(instance)).toBe(false);

  const { error: updateError } = await service.from('product_variants').update({ price: newPrice }).eq('id', variant.id);
  if (updateError) throw updateError;
  // Until the catalogue is revalidated the cached page is served: the cache is real.
  expect(await showsNewPrice(1)).toBe(false);

  const revalidated = await viaProxy('/api/revalidate', {
    instance: 0,
    method: 'POST',
    json: { tags: ['catalog'] },
    headers: { authorization: `Bearer ${await adminToken()}` },
  });
  expect(revalidated.status).toBe(200);
  expect(await showsNewPrice(1)).toBe(true);
  expect(await showsNewPrice(0)).toBe(true);
});

test('the contact form’s 5 messages per client in 10 minutes are counted across both instances', async () => {
  const message = (n: number) => ({ name: 'Amina Khan', email: 'amina@example.pk', message: `Do you ship walnuts to Skardu? (${n})` });
  const statuses: number[] = [];
  for (let n = 0; n < 7; n += 1)
    statuses.push((await viaProxy('/api/contact', { instance: n % 2, method: 'POST', json: message(n), from: '127.0.0.3' })).status);
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  // Another client address has its own count.
  expect((await viaProxy('/api/contact', { instance: 1, method: 'POST', json: message(8), from: '127.0.0.6' })).status).toBe(201);
});

test('the sign-in limit, counted by the backend per client address, is reached across both instances', async () => {
  const signIn = (instance: number, from: string) =>
    viaProxy('/api/auth/sign-in', { instance, method: 'POST', json: { email: 'nobody@example.pk', password: 'not-the-password-1' }, from });
  // A few more attempts than the limit, half through each instance, four at a time.
  const answers: { status: number; message: string }[] = [];
  for (let n = 0; n < SIGN_INS_PER_CLIENT + 4; n += 4) {
    const batch = await Promise.all([0, 1, 0, 1].map((instance) => signIn(instance, '127.0.0.4')));
    answers.push(...batch.map((answer) => ({ status: answer.status, message: (JSON.parse(answer.text) as { message: string }).message })));
  }
  const allowed = answers.filter((answer) => answer.status === 400).length;
  // The bucket refills by 0.1 a second, so an attempt or two more than the limit may pass.
  expect(allowed).toBeGreaterThanOrEqual(SIGN_INS_PER_CLIENT);
  expect(allowed).toBeLessThanOrEqual(SIGN_INS_PER_CLIENT + 2);
  expect(answers.filter((answer) => answer.status === 429).every((answer) => answer.message === TOO_MANY_ATTEMPTS)).toBe(true);
  expect(answers.length - allowed).toBe(answers.filter((answer) => answer.status === 429).length);
  // Now both instances refuse that client, and only that client.
  for (const instance of [0, 1]) expect((await signIn(instance, '127.0.0.4')).status).toBe(429);
  expect((await signIn(0, '127.0.0.5')).status).toBe(400);
});

test('while Redis is down both instances serve pages, forms and revalidations; none answers 500', async () => {
  await viaProxy('/shop', { instance: 0 });
  expect((await viaProxy('/shop', { instance: 0 })).headers['x-nextjs-cache']).toBe('HIT');
  await relay.cut();
  try {
    for (const instance of [0, 1]) {
      for (const page of ['/shop', '/product/2']) expect((await viaProxy(page, { instance })).status).toBe(200);
    }
    const message = { name: 'Amina Khan', email: 'amina@example.pk', message: 'Are the apricots from this year?' };
    expect((await viaProxy('/api/contact', { instance: 0, method: 'POST', json: message, from: '127.0.0.7' })).status).toBe(201);
    const revalidated = await viaProxy('/api/revalidate', {
      instance: 1,
      method: 'POST',
      json: { tags: ['catalog'] },
      headers: { authorization: `Bearer ${await adminToken()}` },
    });
    expect(revalidated.status).toBe(200);
    // The outage was real: the cached page was rendered again, and the lost revalidation is logged.
    expect((await viaProxy('/shop', { instance: 0 })).headers['x-nextjs-cache']).not.toBe('HIT');
    expect(shops[1]!.output()).toContain('[cache] revalidating "catalog" in Redis failed');
    expect(shops[0]!.output()).toMatch(/\[redis\] .* cannot be reached/);
  } finally {
    await relay.restore();
  }
});

test('one instance killed in the middle of a stream of orders loses none, and the other keeps serving', async () => {
  const stream = await placeOrderStream({
    service,
    place: (json, from) => viaProxy('/api/orders', { method: 'POST', json, from }),
    orders: 40,
    // While orders are on their way to instance 0, it is killed.
    onProgress: (placed) => {
      if (placed >= 8 && balancer.inFlight(0) > 0 && shops[0]!.child.exitCode === null) shops[0]!.child.kill('SIGKILL');
    },
  });
  expect(shops[0]!.child.signalCode).toBe('SIGKILL');
  expect(stream.failed).toEqual([]);
  expect(stream.placed.size).toBe(40);
  // Every order the shop confirmed is in the database once, under its key, with the number the client was given.
  const stored = await stream.storedOrders();
  expect(stored).toHaveLength(40);
  for (const order of stored) expect(stream.placed.get(order.idempotency_key)).toBe(order.order_number);
  expect(stream.answeredBy[1]).toBeGreaterThan(0);
  console.log(
    `orders: ${stream.answeredBy[0]} answered by instance 0 before it was killed, ${stream.answeredBy[1]} by instance 1; ${stream.retries} retried after a broken connection`,
  );

  for (let n = 0; n < 3; n += 1) {
    const home = await viaProxy('/');
    expect(home.status).toBe(200);
    expect(home.headers[INSTANCE_HEADER]).toBe('1');
  }
}, 60_000);

let token: string | null = null;
/** An admin's access token, for POST /api/revalidate (made once). */
async function adminToken(): Promise<string> {
  if (token) return token;
  const email = uniqueEmail('owner');
  const { error } = await service.auth.admin.createUser({
    email,
    password: 'owner-password-1',
    email_confirm: true,
    app_metadata: { role: 'admin' },
  });
  if (error) throw error;
  const { data, error: signInError } = await clientFor(backend).auth.signInWithPassword({ email, password: 'owner-password-1' });
  if (signInError) throw signInError;
  token = data.session!.access_token;
  return token;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
