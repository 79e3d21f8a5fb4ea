// POST /api/contact against the real embedded backend: the message is stored and mailed to the
// owner (the backend's outbox), bad input gets the schema's messages, bots are fooled, floods throttled.
import { setUpShopBackend, shopperPost } from './api-support';

jest.mock('server-only', () => ({}));

const OWNER = 'owner@gilgitdryfruits.test';
const shop = setUpShopBackend({ SHOP_OWNER_EMAIL: OWNER });
let POST: typeof import('@/app/api/contact/route').POST;

beforeAll(async () => {
  delete process.env.MAIL_API_URL;
  delete process.env.MAIL_API_KEY;
  ({ POST } = await import('@/app/api/contact/route'));
});

let ip = 10;
const send = (body: unknown, forwardedFor = `203.0.113.${ip++}`) => POST(shopperPost('/api/contact', JSON.stringify(body), forwardedFor));

async function messagesFrom(email: string) {
  const { data, error } = await shop.service.from('contact_messages').select('*').eq('email', email);
  if (error) throw error;
  return data as { full_name: string; phone: string | null; message: string; status: string; user_id: string | null }[];
}

async function outbox(): Promise<{ to: string; subject: string; text: string; html: string }[]> {
  return (await fetch(`${shop.backend.url}/mail/messages`)).json();
}

test('a message is stored as new and mailed to the shop owner', async () => {
  const response = await send({
    name: ' Sana Baig ',
    email: 'sana.contact@example.com',
    phone: '0355-1234567',
    message: 'Do you deliver to Skardu?',
  });
  expect(response.status).toBe(201);
  expect(await response.json()).toEqual({ ok: true, message: expect.stringContaining('Your message has been sent') });
  expect(await messagesFrom('sana.contact@example.com')).toEqual([
    expect.objectContaining({
      full_name: 'Sana Baig',
      phone: '0355-1234567',
      message: 'Do you deliver to Skardu?',
      status: 'new',
      user_id: null,
    }),
  ]);
  const mail = (await outbox()).find((m) => m.subject.includes('Sana Baig'));
  expect(mail).toMatchObject({ to: OWNER });
  expect(mail!.text).toContain('Do you deliver to Skardu?');
  expect(mail!.text).toContain('sana.contact@example.com');
});

test('the phone is optional', async () => {
  expect((await send({ name: 'No Phone', email: 'nophone@example.com', message: 'Hello' })).status).toBe(201);
  expect((await messagesFrom('nophone@example.com'))[0].phone).toBeNull();
});

test.each([
  ['everything missing', {}, { name: 'Name is required', email: 'Email is required', message: 'Message is required' }],
  ['a bad email', { name: 'A', email: 'not-an-email', message: 'x' }, { email: 'Please enter a valid email address' }],
  ['a bad phone', { name: 'A', email: 'a@example.com', phone: '12-34', message: 'x' }, { phone: 'Please enter a valid phone number' }],
  [
    'a 5,001-character message',
    { name: 'A', email: 'a@example.com', message: 'x'.repeat(5001) },
    { message: 'Message must be 5,000 characters or fewer' },
  ],
])('%s: a 400 with the field messages, nothing stored or mailed', async (_what, body, fieldErrors) => {
  const mailsBefore = (await outbox()).length;
  const response = await send(body);
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ ok: false, message: Object.values(fieldErrors)[0], fieldErrors });
  expect(await messagesFrom('a@example.com')).toEqual([]);
  expect((await outbox()).length).toBe(mailsBefore);
});

test('a bot that fills the hidden field is told "sent", and nothing is stored or mailed', async () => {
  const mailsBefore = (await outbox()).length;
  const response = await send({ name: 'Bot', email: 'bot@example.com', message: 'Buy links', website: 'https://spam.example' });
  expect(response.status).toBe(201);
  expect(await messagesFrom('bot@example.com')).toEqual([]);
  expect((await outbox()).length).toBe(mailsBefore);
});

test('five messages per connection per ten minutes', async () => {
  const from = '198.51.100.20';
  for (let i = 0; i < 5; i += 1)
    expect((await send({ name: `Flood ${i}`, email: 'flood@example.com', message: 'x' }, from)).status).toBe(201);
  expect((await send({ name: 'Flood 5', email: 'flood@example.com', message: 'x' }, from)).status).toBe(429);
  expect(await messagesFrom('flood@example.com')).toHaveLength(5);
});
