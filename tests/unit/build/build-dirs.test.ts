/** @jest-environment node */
/**
 * `npm test` builds the browser tests' shop into .next-test, `npm start` builds into .next: each kind
 * of build is current or not on its own, so building one never makes the other stale.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIsCurrent } from '@/scripts/lib/processes.mjs';
import { buildDir } from '@/lib/version/build-dir.mjs';

const START = {};
const TESTS = { E2E_TEST_ROUTES: 'on' };

function project(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-dirs-'));
  fs.mkdirSync(path.join(root, 'app'));
  fs.writeFileSync(path.join(root, 'app', 'page.tsx'), 'export default function Page() {}\n');
  return root;
}

function built(root: string, dir: string, flavour: string, at: Date) {
  fs.mkdirSync(path.join(root, dir), { recursive: true });
  fs.writeFileSync(path.join(root, dir, 'BUILD_ID'), 'id\n');
  fs.writeFileSync(path.join(root, dir, 'build-flavour'), flavour);
  fs.utimesSync(path.join(root, dir, 'BUILD_ID'), at, at);
}

test("npm start's build is .next, the browser tests' is .next-test", () => {
  expect(buildDir(START)).toBe('.next');
  expect(buildDir(TESTS)).toBe('.next-test');
});

test('the browser tests’ build leaves the production build current, and the other way round', () => {
  const root = project();
  const later = new Date(Date.now() + 60_000);
  try {
    expect([buildIsCurrent(START, root), buildIsCurrent(TESTS, root)]).toEqual([false, false]);
    built(root, '.next', 'production', later);
    expect([buildIsCurrent(START, root), buildIsCurrent(TESTS, root)]).toEqual([true, false]);
    built(root, '.next-test', 'e2e', later);
    expect([buildIsCurrent(START, root), buildIsCurrent(TESTS, root)]).toEqual([true, true]);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('a source changed after a build makes that build stale; a build of the other kind in its directory is not taken', () => {
  const root = project();
  try {
    built(root, '.next', 'production', new Date(Date.now() - 60_000));
    built(root, '.next-test', 'production', new Date(Date.now() + 60_000));
    expect(buildIsCurrent(START, root)).toBe(false);
    expect(buildIsCurrent(TESTS, root)).toBe(false);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
