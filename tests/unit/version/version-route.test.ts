/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readAppVersion } from '@/lib/version/app-version.mjs';

function project(version: string, buildId?: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'app-version-'));
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ version }));
  if (buildId !== undefined) {
    fs.mkdirSync(path.join(root, '.next'));
    fs.writeFileSync(path.join(root, '.next', 'BUILD_ID'), `${buildId}\n`);
  }
  return root;
}

test('the version is the package version plus the build id', () => {
  expect(readAppVersion(project('1.4.0', 'Xy_12ab'))).toBe('1.4.0+Xy_12ab');
});

test('without a build (next dev) the version says so', () => {
  expect(readAppVersion(project('1.4.0'))).toBe('1.4.0+dev');
});

test('GET /version.json answers {version} from the same source, never cached', async () => {
  const { GET, dynamic } = await import('@/app/version.json/route');
  const response = GET();
  expect(dynamic).toBe('force-dynamic');
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toMatch(/no-store/);
  expect(await response.json()).toEqual({ version: readAppVersion() });
});
