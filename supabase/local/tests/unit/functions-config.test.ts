/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseTomlTables, readFunctionSettings } from '../../functions/function-config.ts';
import { PROJECT_ROOT } from '../../testing/paths.ts';

function tables(text: string): Record<string, unknown> {
  return Object.fromEntries([...parseTomlTables(text)].map(([key, values]) => [key.join('.'), values]));
}

describe('parseTomlTables', () => {
  test('reads tables with bare and quoted keys, strings, numbers, booleans and comments', () => {
    expect(
      tables(`project_id = "shop" # the id
[functions.password-reset]
verify_jwt = false
entrypoint = './functions/password-reset/index.ts'

[functions."odd name"]
enabled = true
port = 54_321
`),
    ).toEqual({
      '': { project_id: 'shop' },
      'functions.password-reset': { verify_jwt: false, entrypoint: './functions/password-reset/index.ts' },
      'functions.odd name': { enabled: true, port: 54321 },
    });
  });

  test('skips arrays over several lines and arrays of tables', () => {
    expect(
      tables(`[auth]
additional_redirect_urls = [
  "http://a # not a comment",
  "http://b]",
]
site_url = "http://localhost:3000"
[[auth.hooks]]
uri = "x"
[api]
port = 1`),
    ).toEqual({ '': {}, auth: { additional_redirect_urls: null, site_url: 'http://localhost:3000' }, api: { port: 1 } });
  });

  test('refuses what it cannot read rather than guessing', () => {
    expect(() => parseTomlTables('[functions.broken')).toThrow('config.toml');
    expect(() => parseTomlTables('just words')).toThrow('config.toml');
  });
});

describe('readFunctionSettings', () => {
  test('verify_jwt defaults to true; later files win; the project file is the real config.toml', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fn-config-'));
    const extra = path.join(dir, 'config.toml');
    fs.writeFileSync(extra, '[functions.password-reset]\nverify_jwt = false\n[functions.open]\nenabled = false\n');
    const projectOnly = readFunctionSettings([path.join(PROJECT_ROOT, 'supabase/config.toml')]);
    expect(projectOnly.get('password-reset')).toEqual({ verifyJwt: true, enabled: true });
    const both = readFunctionSettings([path.join(PROJECT_ROOT, 'supabase/config.toml'), extra, path.join(dir, 'missing.toml')]);
    expect(both.get('password-reset')).toEqual({ verifyJwt: false, enabled: true });
    expect(both.get('open')).toEqual({ verifyJwt: true, enabled: false });
    fs.rmSync(dir, { recursive: true });
  });
});
