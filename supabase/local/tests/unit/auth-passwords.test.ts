/** @jest-environment node */
import * as bcrypt from '@node-rs/bcrypt';
import { createDummyHash, hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { renderMail } from '../../auth/mail-templates.ts';

jest.mock('@node-rs/bcrypt', () => {
  const actual = jest.requireActual('@node-rs/bcrypt');
  return { ...actual, verify: jest.fn(actual.verify) };
});

const verify = bcrypt.verify as jest.MockedFunction<typeof bcrypt.verify>;

beforeEach(() => verify.mockClear());

test('hashes are bcrypt $2a$ at cost 10, as GoTrue writes them', async () => {
  const hash = await hashPassword('secret123');
  expect(hash).toMatch(/^\$2a\$10\$[./A-Za-z0-9]{53}$/);
  expect(await verifyPassword('secret123', hash, hash)).toBe(true);
  expect(await verifyPassword('secret124', hash, hash)).toBe(false);
});

test('a user without a usable hash still costs one bcrypt compare, against the dummy hash, and never matches', async () => {
  const dummy = await createDummyHash();
  for (const stored of [null, '', 'not-bcrypt']) {
    verify.mockClear();
    expect(await verifyPassword('anything', stored, dummy)).toBe(false);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledWith('anything', dummy);
  }
});

test('mails carry the link and the code, and the HTML is escaped', () => {
  const link = 'http://127.0.0.1:54321/auth/v1/verify?token=pkce_abc&type=recovery&redirect_to=http%3A%2F%2Flocalhost%3A3000';
  const mail = renderMail('recovery', link, '123456');
  expect(mail.subject).toBe('Reset your password');
  expect(mail.text).toContain(link);
  expect(mail.text).toContain('123456');
  expect(mail.html).toContain(link.replace(/&/g, '&#38;'));
  expect(renderMail('signup', 'http://x/"><script>', '1').html).not.toContain('<script>');
});
