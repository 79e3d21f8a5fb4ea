/** @jest-environment node */
import { resetPageUrl } from '@/supabase/functions/password-reset/index';
import { buildResetMail, escapeHtml, RESET_MAIL_SUBJECT } from '@/supabase/functions/password-reset/reset-mail';
import {
  EMAIL_REQUIRED_MESSAGE,
  INVALID_BODY_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  parseResetRequest,
} from '@/supabase/functions/password-reset/reset-request';

describe('parseResetRequest', () => {
  test('accepts {email, resetLink}, trimming and lower-casing the address', () => {
    expect(parseResetRequest(JSON.stringify({ email: '  Ali@Example.COM ', resetLink: 'http://localhost:3000/reset-password' }))).toEqual({
      ok: true,
      email: 'ali@example.com',
      resetLink: 'http://localhost:3000/reset-password',
    });
    expect(parseResetRequest('{"email":"a@b.pk"}')).toEqual({ ok: true, email: 'a@b.pk', resetLink: null });
  });

  test.each([
    ['{}', EMAIL_REQUIRED_MESSAGE],
    ['{"email":""}', EMAIL_REQUIRED_MESSAGE],
    ['{"email":"no-at-sign"}', INVALID_EMAIL_MESSAGE],
    ['{"email":"a@b"}', INVALID_EMAIL_MESSAGE],
    ['{"email":"a b@c.pk"}', INVALID_EMAIL_MESSAGE],
    ['{"email":["a@b.pk"]}', INVALID_EMAIL_MESSAGE],
    [JSON.stringify({ email: `${'a'.repeat(250)}@b.pk` }), INVALID_EMAIL_MESSAGE],
    ['{"email":"a@b.pk","resetLink":5}', INVALID_BODY_MESSAGE],
    ['not json', INVALID_BODY_MESSAGE],
    ['[1]', INVALID_BODY_MESSAGE],
  ])('%s is refused', (body, message) => {
    expect(parseResetRequest(body)).toEqual({ ok: false, message });
  });
});

describe('the reset mail', () => {
  test('names the shop and carries the link in text and in escaped HTML', () => {
    const link = 'http://localhost:3000/reset-password?type=recovery&token_hash=abc';
    const mail = buildResetMail(link);
    expect(mail.subject).toBe(RESET_MAIL_SUBJECT);
    expect(mail.subject).toContain('Gilgit Dry Fruits');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('href="http://localhost:3000/reset-password?type=recovery&amp;token_hash=abc"');
    expect(mail.html).not.toContain('&token_hash');
  });

  test('escapeHtml leaves no markup', () => {
    expect(escapeHtml(`"><script>alert('x')</script>&`)).toBe('&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;');
  });

  test("the link always starts at the configured site's reset page", () => {
    expect(resetPageUrl('https://gilgitdryfruits.pk')).toBe('https://gilgitdryfruits.pk/reset-password');
    expect(resetPageUrl('https://gilgitdryfruits.pk/shop/')).toBe('https://gilgitdryfruits.pk/shop/reset-password');
  });
});
