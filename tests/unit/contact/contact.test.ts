/** @jest-environment node */
import { contactInputSchema } from '@/lib/contact/schema';
import { fieldErrors, RateLimiter, readFormBody } from '@/lib/contact/request-guards';
import { contactMail } from '@/lib/contact/actions';

jest.mock('server-only', () => ({}));

const ok = { name: 'Sana Baig', email: 'sana@example.com', phone: '0355-1234567', message: 'Do you deliver to Skardu?' };
const messages = (input: unknown) => {
  const result = contactInputSchema.safeParse(input);
  return result.success ? null : fieldErrors(result.error.issues);
};

describe('contact form input', () => {
  test('a valid message is trimmed; the phone is optional', () => {
    expect(contactInputSchema.parse({ ...ok, name: ' Sana Baig ' })).toEqual(ok);
    expect(contactInputSchema.parse({ ...ok, phone: '' }).phone).toBeNull();
    expect(contactInputSchema.parse({ name: 'A', email: 'a@b.pk', message: 'Hi' }).phone).toBeNull();
  });

  test('clear messages for each field', () => {
    expect(messages({})).toEqual({ name: 'Name is required', email: 'Email is required', message: 'Message is required' });
    expect(messages({ ...ok, email: 'sana@example' })).toEqual({ email: 'Please enter a valid email address' });
    expect(messages({ ...ok, email: 'a b@example.com' })).toEqual({ email: 'Please enter a valid email address' });
    expect(messages({ ...ok, message: '   ' })).toEqual({ message: 'Message is required' });
  });

  test.each(['+92 355 1234567', '0355-1234567', '05811-123456', '+44 20 7946 0958'])('phone %p follows the spec pattern', (phone) => {
    expect(messages({ ...ok, phone })).toBeNull();
  });

  test.each(['12345', 'call me', '+92-abc-1234567', '++923551234567', '1'.repeat(33)])('phone %p is refused', (phone) => {
    expect(messages({ ...ok, phone })).toEqual({ phone: 'Please enter a valid phone number' });
  });

  test('lengths follow the database', () => {
    expect(messages({ ...ok, name: 'a'.repeat(101) })).toEqual({ name: 'Name must be 100 characters or fewer' });
    expect(messages({ ...ok, message: 'a'.repeat(5001) })).toEqual({ message: 'Message must be 5,000 characters or fewer' });
    expect(messages({ ...ok, message: 'a'.repeat(5000) })).toBeNull();
  });
});

test('the owner\'s mail escapes what the shopper typed', () => {
  const mail = contactMail({ name: '<b>Evil</b>\r\nBcc: x@y.z', email: 'e@x.pk', phone: null, message: '<script>alert(1)</script>' }, 'owner@shop.pk');
  expect(mail.to).toBe('owner@shop.pk');
  expect(mail.subject).not.toMatch(/[\r\n]/);
  expect(mail.html).not.toContain('<script>');
  expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(mail.html).toContain('&lt;b&gt;Evil&lt;/b&gt;');
  expect(mail.text).toContain('Phone: —');
});

describe('request guards', () => {
  const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    new Request('http://shop.test/api/contact', { method: 'POST', body, headers: { host: 'shop.test', ...headers } });

  test('a JSON object is read', async () => {
    await expect(readFormBody(post('{"a":1}'))).resolves.toEqual({ ok: true, body: { a: 1 } });
  });

  test.each([
    ['not JSON', post('hello'), 400],
    ['an array', post('[1,2]'), 400],
    ['the wrong content type', post('{}', { 'content-type': 'text/plain' }), 415],
    ['too large', post(JSON.stringify({ message: 'x'.repeat(20_000) })), 413],
    ['from another site', post('{}', { 'content-type': 'application/json', origin: 'https://evil.example' }), 403],
  ])('%s is refused', async (_what, request, status) => {
    const result = await readFormBody(request);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.response.status).toBe(status);
      expect(await result.response.json()).toMatchObject({ ok: false, message: expect.any(String) });
    }
  });

  test('the rate limiter lets `limit` hits through per window and key, then says how long to wait', () => {
    let now = 0;
    const limiter = new RateLimiter(2, 60_000, () => now);
    expect(limiter.hit('1.2.3.4')).toBe(0);
    expect(limiter.hit('1.2.3.4')).toBe(0);
    expect(limiter.hit('1.2.3.4')).toBe(60);
    expect(limiter.hit('5.6.7.8')).toBe(0);
    now = 59_500;
    expect(limiter.hit('1.2.3.4')).toBe(1);
    now = 60_000;
    expect(limiter.hit('1.2.3.4')).toBe(0);
  });
});
