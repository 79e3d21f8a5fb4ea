/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

/**
 * The browser's data layer is React Query (docs/choices.md): a client component never calls fetch
 * itself, and every one that reaches a route handler (through lib/api/client or a domain's
 * browser API) does so through React Query.
 */
const ROOT = process.cwd();
const BROWSER_API = /from '@\/lib\/(?:api\/client|[a-z-]+\/(?:[a-z-]+-)?api|favorites\/favorites-query|version\/version-watch)'/;

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const clientFiles = [...sources('components'), ...sources('app')].filter((file) =>
  /^'use client';/m.test(fs.readFileSync(path.join(ROOT, file), 'utf8')),
);

test('no client component calls fetch itself', () => {
  const calling = clientFiles.filter((file) => /\bfetch\(/.test(fs.readFileSync(path.join(ROOT, file), 'utf8')));
  expect(calling).toEqual([]);
});

test('every client component that reaches a route handler does it through React Query', () => {
  const reaching = clientFiles.filter((file) => BROWSER_API.test(fs.readFileSync(path.join(ROOT, file), 'utf8')));
  expect(reaching.length).toBeGreaterThan(15);
  const without = reaching.filter((file) => !fs.readFileSync(path.join(ROOT, file), 'utf8').includes("from '@tanstack/react-query'"));
  expect(without).toEqual([]);
});
