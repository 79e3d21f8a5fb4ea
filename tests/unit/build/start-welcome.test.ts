import fs from 'node:fs';
import path from 'node:path';
import { welcomeBlock } from '../../../scripts/lib/welcome.mjs';

test('npm start ends with one short block: the shop, the mail outbox, how to make an owner account', () => {
  const block = welcomeBlock({ shopUrl: 'http://localhost:3000', outboxUrl: 'http://127.0.0.1:54321/mail' });
  expect(block).toContain('http://localhost:3000');
  expect(block).toContain('http://127.0.0.1:54321/mail');
  expect(block).toContain('npm run admin -- create');
  expect(block.trim().split('\n').length).toBeLessThanOrEqual(8);
});

test('with a data directory other than ./data, the owner command names it, quoted for the shell when it must be', () => {
  expect(welcomeBlock({ shopUrl: 'http://localhost:3000', outboxUrl: null })).toContain(
    'in another terminal, npm run admin -- create you@example.com',
  );
  expect(welcomeBlock({ shopUrl: 'http://localhost:3000', outboxUrl: null, dataDir: '/srv/shop/data' })).toContain(
    'in another terminal, DATA_DIR=/srv/shop/data npm run admin -- create you@example.com',
  );
  expect(welcomeBlock({ shopUrl: 'http://localhost:3000', outboxUrl: null, dataDir: "/home/o'neil/shop data" })).toContain(
    `DATA_DIR='/home/o'\\''neil/shop data' npm run admin -- create`,
  );
});

test('on hosted Supabase there is no outbox line', () => {
  expect(welcomeBlock({ shopUrl: 'http://localhost:3000', outboxUrl: null })).not.toMatch(/mail/i);
});

test('neither npm start nor the backend prints the keys, and npm start keeps the build and servers quiet', () => {
  const main = fs.readFileSync(path.join(process.cwd(), 'supabase/local/main.ts'), 'utf8');
  const start = fs.readFileSync(path.join(process.cwd(), 'scripts/start.mjs'), 'utf8');
  const printed = [...main.matchAll(/console\.log\((.*)\);/g)].map((match) => match[1]).join('\n');
  expect(printed).not.toMatch(/serviceRoleKey|anonKey/);
  expect(start).not.toMatch(/serviceRoleKey\)|console\.log\([^)]*Key/);
  expect(start).toMatch(/startBackend\(env, \{ quiet: true \}\)/);
  expect(start).toMatch(/buildIfNeeded\(env, \{ quiet: true \}\)/);
  expect(start).toMatch(/startNext\(env, port, \{ quiet: true \}\)/);
});
