/**
 * Issue 15 §8: under `npm start` (scripts/start.mjs) a crashed embedded backend is started again on
 * the same address and data, so the shop keeps working; one that crashes on every start is given up.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { supervise } from '@/scripts/lib/supervisor.mjs';
import { startTestBackend, type TestBackend } from '@gilgit-dry-fruits/supabase-local/testing';

type Supervised = TestBackend & { exited: Promise<unknown> };

const started: TestBackend[] = [];
afterAll(async () => {
  for (const backend of started) await backend.stop();
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startOn(dataDir: string, port: number): Promise<Supervised> {
  const backend = await startTestBackend({ dataDir, env: { SUPABASE_LOCAL_PORT: String(port) } });
  started.push(backend);
  const exited = new Promise((resolve) => backend.process.once('exit', resolve));
  return Object.assign(backend, { exited });
}

async function healthy(url: string): Promise<boolean> {
  const response = await fetch(`${url}/health`).catch(() => null);
  return response?.ok ?? false;
}

test('a backend killed mid-run is started again at the same address, with the same keys and data', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-supervised-'));
  const port = await freePort();
  const log = jest.fn();
  const supervisor = await supervise('backend', () => startOn(dataDir, port), { log });
  const first = supervisor.current();

  first.process.kill('SIGKILL');
  await first.exited;
  while (supervisor.current() === first || !(await healthy(first.url))) await new Promise((r) => setTimeout(r, 100));

  const second = supervisor.current();
  expect(second.url).toBe(first.url);
  expect(second.anonKey).toBe(first.anonKey);
  const cities = await fetch(`${second.url}/rest/v1/cities?select=id&limit=1`, { headers: { apikey: second.anonKey } });
  expect(cities.status).toBe(200);
  expect(log).toHaveBeenCalledWith(expect.stringContaining('starting it again'));
  supervisor.release();
});

test('a server that keeps crashing is given up after the restart budget', async () => {
  let starts = 0;
  const crashing = async () => {
    starts += 1;
    return { exited: Promise.resolve(1) };
  };
  const supervisor = await supervise('backend', crashing, { maxRestarts: 3, log: () => undefined });
  await supervisor.gaveUp;
  expect(starts).toBe(4);
});
