import { startTestBackend, type TestBackend } from '../../testing/test-backend.ts';

const FIXTURES = { SUPABASE_LOCAL_EXTRA_MIGRATIONS: 'supabase/local/tests/fixtures/durability-migrations' };

/**
 * kill -9 while writes are in flight: every write the backend acknowledged is there after the next
 * start, which opens the same data directory (or database) cleanly.
 */
test('a crash during writes loses no committed row and the data directory reopens', async () => {
  const first = await startTestBackend({ env: FIXTURES, dataDir: undefined });
  const dataDir = first.dataDir;
  const databaseUrl = first.databaseUrl ?? undefined;
  const acknowledged: number[] = [];
  let next = 1;
  let crashed = false;

  const writer = async () => {
    while (!crashed) {
      const id = next++;
      const res = await insert(first, id).catch(() => null);
      if (res?.status === 201) acknowledged.push(id);
    }
  };
  const writers = Promise.all(Array.from({ length: 8 }, writer));
  while (acknowledged.length < 150) await new Promise((r) => setTimeout(r, 10));
  first.process.kill('SIGKILL');
  crashed = true;
  await writers;
  await new Promise<void>((resolve) =>
    first.process.exitCode !== null || first.process.signalCode ? resolve() : first.process.once('exit', () => resolve()),
  );

  const second = await startTestBackend({ env: FIXTURES, dataDir, databaseUrl });
  try {
    const res = await fetch(`${second.url}/rest/v1/durability_log?select=id&order=id`, { headers: headers(second) });
    expect(res.status).toBe(200);
    const stored = new Set(((await res.json()) as { id: number }[]).map((r) => r.id));
    const lost = acknowledged.filter((id) => !stored.has(id));
    expect(lost).toEqual([]);
    expect(stored.size).toBeGreaterThanOrEqual(acknowledged.length);
    expect((await insert(second, 1_000_000)).status).toBe(201);
  } finally {
    await second.stop();
    await cleanup(dataDir, databaseUrl);
  }
});

function headers(backend: TestBackend): Record<string, string> {
  return { apikey: backend.serviceRoleKey, Authorization: `Bearer ${backend.serviceRoleKey}`, 'Content-Type': 'application/json' };
}

function insert(backend: TestBackend, id: number): Promise<Response> {
  return fetch(`${backend.url}/rest/v1/durability_log`, {
    method: 'POST',
    headers: headers(backend),
    body: JSON.stringify({ id, payload: `row ${id} `.repeat(20) }),
  });
}

async function cleanup(dataDir: string, databaseUrl: string | undefined) {
  const fs = await import('node:fs');
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) {
    const { dropDatabase } = await import('../../testing/test-backend.ts');
    await dropDatabase(databaseUrl);
  }
}
