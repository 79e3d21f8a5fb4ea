/** @jest-environment node */
import { contactInputSchema } from '@/lib/contact/schema';
import { toFieldErrors } from '@/lib/errors/field-errors';
import { contactMail } from '@/lib/contact/actions';

jest.mock('server-only', () => ({}));

const ok = { name: 'Sana Baig', email: 'sana@example.com', phone: '0355-1234567', message: 'Do you deliver to Skardu?' };
const messages = (input: unknown) => {
  const result = contactInputSchema.safeParse(input);
  return result.success ? null : toFieldErrors(result.error.issues);
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

test("the owner's mail escapes what the shopper typed", () => {
  const mail = contactMail(
    { name: '<b>Evil</b>\r\nBcc: x@y.z', email: 'e@x.pk', phone: null, message: '<script>alert(1)</script>' },
    'owner@shop.pk',
  );
  expect(mail.to).toBe('owner@shop.pk');
  expect(mail.subject).not.toMatch(/[\r\n]/);
  expect(mail.html).not.toContain('<script>');
  expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(mail.html).toContain('&lt;b&gt;Evil&lt;/b&gt;');
  expect(mail.text).toContain('Phone: —');
});
