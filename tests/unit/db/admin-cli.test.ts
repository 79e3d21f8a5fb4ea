import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_EMAIL, generatePassword, parseArgs, resolveConnection, UsageError } from '../../../scripts/admin';

describe('parseArgs', () => {
  test.each([
    [['create', 'Owner@Example.PK'], { kind: 'create', email: 'owner@example.pk', password: null }],
    [
      ['create', 'owner@example.pk', '--password', 'long-enough-1'],
      { kind: 'create', email: 'owner@example.pk', password: 'long-enough-1' },
    ],
    [['create', '--password=long-enough-1', 'owner@example.pk'], { kind: 'create', email: 'owner@example.pk', password: 'long-enough-1' }],
    [['promote', 'staff@example.pk'], { kind: 'promote', email: 'staff@example.pk' }],
    [['demote', 'staff@example.pk'], { kind: 'demote', email: 'staff@example.pk' }],
    [['demo'], { kind: 'demo', email: DEMO_EMAIL }],
    [['demo', 'shopper@example.pk'], { kind: 'demo', email: 'shopper@example.pk' }],
  ])('%j', (argv, expected) => {
    expect(parseArgs(argv)).toEqual(expected);
  });

  test.each([
    [[], ''],
    [['delete', 'a@b.pk'], 'Unknown command "delete"'],
    [['create'], 'create needs an email address'],
    [['create', 'not-an-email'], '"not-an-email" is not an email address'],
    [['create', 'a@b.pk', '--password'], '--password needs a value'],
    [['create', 'a@b.pk', '--password', 'short'], 'The password must have at least 8 characters'],
    [['promote', 'a@b.pk', '--password', 'long-enough-1'], '--password is only for create'],
    [['promote', 'a@b.pk', 'c@d.pk'], 'Too many arguments: c@d.pk'],
    [['create', 'a@b.pk', '--force'], 'Unknown option --force'],
  ])('%j is refused', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(UsageError);
    expect(() => parseArgs(argv)).toThrow(message);
  });
});

test('generated passwords are long and different every time', () => {
  const a = generatePassword();
  expect(a).toMatch(/^[A-Za-z0-9_-]{24}$/);
  expect(generatePassword()).not.toBe(a);
});

describe('resolveConnection', () => {
  test('prefers SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY', () => {
    expect(resolveConnection({ SUPABASE_URL: 'https://abc.supabase.co/', SUPABASE_SERVICE_ROLE_KEY: 'key' })).toEqual({
      url: 'https://abc.supabase.co',
      serviceRoleKey: 'key',
      embedded: false,
      source: 'SUPABASE_URL',
    });
    expect(() => resolveConnection({ SUPABASE_URL: 'https://abc.supabase.co' })).toThrow('Set both');
  });

  test("falls back to the embedded backend's connection file, and says how to start it when there is none", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-cli-'));
    try {
      expect(() => resolveConnection({ DATA_DIR: dir })).toThrow(/Start the embedded backend first \(npm run backend/);
      fs.writeFileSync(
        path.join(dir, 'supabase-local.json'),
        JSON.stringify({ url: 'http://127.0.0.1:54321', anonKey: 'a', serviceRoleKey: 's' }),
      );
      expect(resolveConnection({ DATA_DIR: dir })).toMatchObject({ url: 'http://127.0.0.1:54321', serviceRoleKey: 's', embedded: true });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
