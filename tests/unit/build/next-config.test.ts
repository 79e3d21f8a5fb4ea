/** @jest-environment node */
import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';

/** next.config.mjs as Next reads it in `phase`, with `env` set for the time of the call. */
async function nextConfig(phase: string, env: Record<string, string | undefined>): Promise<NextConfig> {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  const assign = (values: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  assign(env);
  try {
    jest.resetModules();
    const file = '../../../next.config.mjs';
    const config = ((await import(file)) as { default: (phase: string) => NextConfig }).default;
    return config(phase);
  } finally {
    assign(saved);
  }
}

test('a production build has no test-only pages; the browser tests’ build has them', async () => {
  expect((await nextConfig(PHASE_PRODUCTION_BUILD, { E2E_TEST_ROUTES: undefined })).pageExtensions).not.toContain('e2e.tsx');
  expect((await nextConfig(PHASE_PRODUCTION_BUILD, { E2E_TEST_ROUTES: 'on' })).pageExtensions).toContain('e2e.tsx');
});

test('the browser tests’ build goes to a directory of its own, so it never replaces the one npm start serves', async () => {
  expect((await nextConfig(PHASE_PRODUCTION_BUILD, { E2E_TEST_ROUTES: undefined })).distDir).toBe('.next');
  expect((await nextConfig(PHASE_PRODUCTION_BUILD, { E2E_TEST_ROUTES: 'on' })).distDir).toBe('.next-test');
  expect((await nextConfig(PHASE_PRODUCTION_SERVER, { E2E_TEST_ROUTES: 'on' })).distDir).toBe('.next-test');
});

test('a server keeps its cache in Redis only with REDIS_URL, and a build never does', async () => {
  const redis = 'redis://127.0.0.1:6379';
  expect((await nextConfig(PHASE_PRODUCTION_SERVER, { REDIS_URL: redis })).cacheHandler).toBe(
    path.join(process.cwd(), 'lib/redis/cache-handler.mjs'),
  );
  expect((await nextConfig(PHASE_PRODUCTION_SERVER, { REDIS_URL: undefined })).cacheHandler).toBeUndefined();
  expect((await nextConfig(PHASE_PRODUCTION_SERVER, { REDIS_URL: ' ' })).cacheHandler).toBeUndefined();
  expect((await nextConfig(PHASE_PRODUCTION_BUILD, { REDIS_URL: redis })).cacheHandler).toBeUndefined();
});
