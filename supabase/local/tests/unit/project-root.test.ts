import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findProjectRoot, readConfig } from '../../config.ts';

let project: string;
beforeAll(() => {
  project = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'project-root-')));
  fs.mkdirSync(path.join(project, 'supabase', 'local', 'tests'), { recursive: true });
  fs.writeFileSync(path.join(project, 'supabase', 'config.toml'), 'project_id = "shop"\n');
});
afterAll(() => fs.rmSync(project, { recursive: true, force: true }));

test('the project is the nearest folder with supabase/config.toml, as the Supabase CLI finds it', () => {
  expect(findProjectRoot(project)).toBe(project);
  expect(findProjectRoot(path.join(project, 'supabase', 'local', 'tests'))).toBe(project);
});

test('without one anywhere above, it is the folder itself', () => {
  const elsewhere = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'no-project-')));
  try {
    expect(findProjectRoot(elsewhere)).toBe(elsewhere);
  } finally {
    fs.rmSync(elsewhere, { recursive: true, force: true });
  }
});

test('PROJECT_ROOT, when set, wins; the data directory is inside the project', () => {
  expect(readConfig({ PROJECT_ROOT: project }).projectRoot).toBe(project);
  expect(readConfig({ PROJECT_ROOT: project }).dataDir).toBe(path.join(project, 'data'));
});
