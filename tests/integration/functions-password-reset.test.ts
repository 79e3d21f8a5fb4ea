import type { SupabaseClient } from '@supabase/supabase-js';
import { RESET_FAILURE_MESSAGE, RESET_SUCCESS_MESSAGE } from '../../supabase/functions/password-reset/index';
import { EMAIL_REQUIRED_MESSAGE, INVALID_EMAIL_MESSAGE } from '../../supabase/functions/password-reset/reset-request';
import { RESET_MAIL_SUBJECT } from '../../supabase/functions/password-reset/reset-mail';
import { clientFor, startTestBackend, type TestBackend, uniqueEmail } from '@gilgit-dry-fruits/supabase-local/testing';

// The shop's `password-reset` edge function (spec §7) end to end: functions-js → the functions
// runtime → GoTrue's admin generate_link → the mail outbox → verifyOtp on the shop's reset page.
// The site URL of the test backend is http://localhost:3000.
let backend: TestBackend;
let anon: SupabaseClient;

const SITE_URL = 'http://localhost:3000';
const RESET_LINK = /^http:\/\/localhost:3000\/reset-password\?type=recovery&token_hash=([A-Za-z0-9_-]+)$/m;

beforeAll(async () => {
  backend = await startTestBackend();
  anon = clientFor(backend, 'anon');
});
afterAll(() => backend?.stop());

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

async function mailsTo(email: string): Promise<Mail[]> {
  const res = await fetch(`${backend.url}/mail/messages`);
  return ((await res.json()) as Mail[]).filter((m) => m.to === email && m.subject === RESET_MAIL_SUBJECT);
}

async function registeredUser(): Promise<string> {
  const email = uniqueEmail('reset');
  const { error } = await anon.auth.signUp({ email, password: 'walnut-harvest-2024' });
  expect(error).toBeNull();
  return email;
}

test("a known address gets a mail whose link leads to the site's reset page and redeems the recovery", async () => {
  const email = await registeredUser();
  const { data, error } = await anon.functions.invoke('password-reset', { body: { email, resetLink: `${SITE_URL}/reset-password` } });
  expect(error).toBeNull();
  expect(data).toEqual({ success: true, message: RESET_SUCCESS_MESSAGE });

  const mails = await mailsTo(email);
  expect(mails).toHaveLength(1);
  const tokenHash = RESET_LINK.exec(mails[0]!.text)?.[1];
  expect(tokenHash).toBeDefined();
  expect(mails[0]!.html).toContain(`${SITE_URL}/reset-password?type=recovery&amp;token_hash=${tokenHash}`);
  expect(mails[0]!.text).toContain('Gilgit Dry Fruits');

  const verified = await clientFor(backend, 'anon').auth.verifyOtp({ type: 'recovery', token_hash: tokenHash! });
  expect(verified.error).toBeNull();
  expect(verified.data.user?.email).toBe(email);
});

test('a resetLink on another host is ignored: the token only ever goes to the site URL', async () => {
  const email = await registeredUser();
  const { data } = await anon.functions.invoke('password-reset', {
    body: { email, resetLink: 'https://attacker.example/reset-password?steal=1' },
  });
  expect(data).toEqual({ success: true, message: RESET_SUCCESS_MESSAGE });
  const [mail] = await mailsTo(email);
  expect(mail!.text).toMatch(RESET_LINK);
  expect(`${mail!.text}${mail!.html}`).not.toContain('attacker.example');
});

test('an unknown address gets the same answer and no mail (no enumeration)', async () => {
  const known = await registeredUser();
  const unknown = uniqueEmail('nobody');
  const forKnown = await anon.functions.invoke('password-reset', { body: { email: known, resetLink: `${SITE_URL}/reset-password` } });
  const forUnknown = await anon.functions.invoke('password-reset', { body: { email: unknown, resetLink: `${SITE_URL}/reset-password` } });
  expect(forUnknown.error).toBeNull();
  expect(forUnknown.data).toEqual(forKnown.data);
  expect(forUnknown.response!.status).toBe(forKnown.response!.status);
  expect(await mailsTo(unknown)).toEqual([]);
});

test('a second request within a minute is answered alike but sends no second mail', async () => {
  const email = await registeredUser();
  for (let i = 0; i < 2; i++) {
    const { data } = await anon.functions.invoke('password-reset', { body: { email } });
    expect(data).toEqual({ success: true, message: RESET_SUCCESS_MESSAGE });
  }
  expect(await mailsTo(email)).toHaveLength(1);
});

test('a missing or malformed email is a 400 with success false', async () => {
  const cases: [unknown, string][] = [
    [{ resetLink: `${SITE_URL}/reset-password` }, EMAIL_REQUIRED_MESSAGE],
    [{ email: '   ' }, EMAIL_REQUIRED_MESSAGE],
    [{ email: 'not-an-email' }, INVALID_EMAIL_MESSAGE],
    [{ email: 42 }, INVALID_EMAIL_MESSAGE],
  ];
  for (const [body, message] of cases) {
    const { error } = await anon.functions.invoke('password-reset', { body: body as Record<string, unknown> });
    expect(error!.context.status).toBe(400);
    expect(await error!.context.json()).toEqual({ success: false, message });
  }
  const notJson = await anon.functions.invoke('password-reset', { body: 'email=a@example.com' });
  expect(notJson.error!.context.status).toBe(400);
  expect((await notJson.error!.context.json()).success).toBe(false);
});

test('the function answers CORS preflights and refuses other methods', async () => {
  const preflight = await fetch(`${backend.url}/functions/v1/password-reset`, { method: 'OPTIONS' });
  expect(preflight.status).toBe(200);
  expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');

  const { error } = await anon.functions.invoke('password-reset', { method: 'GET' });
  expect(error!.context.status).toBe(405);
  expect(await error!.context.json()).toEqual({ success: false, message: 'Method not allowed' });
});

test('the relay requires a JWT for it (verify_jwt stays on)', async () => {
  const res = await fetch(`${backend.url}/functions/v1/password-reset`, { method: 'POST', body: '{}' });
  expect(res.status).toBe(401);
});

describe('with a mail API that cannot be reached', () => {
  let broken: TestBackend;
  beforeAll(async () => {
    broken = await startTestBackend({ env: { MAIL_API_URL: 'http://127.0.0.1:9/emails', MAIL_API_KEY: 're_test_key' } });
  });
  afterAll(() => broken?.stop());

  test("MAIL_API_URL from the environment is used, and a failed send is a 500 with the spec's message", async () => {
    const client = clientFor(broken, 'anon');
    const email = uniqueEmail('reset');
    expect((await client.auth.signUp({ email, password: 'walnut-harvest-2024' })).error).toBeNull();
    const { data, error } = await client.functions.invoke('password-reset', { body: { email } });
    expect(data).toBeNull();
    expect(error!.context.status).toBe(500);
    expect(await error!.context.json()).toEqual({ success: false, message: RESET_FAILURE_MESSAGE });
    expect(RESET_FAILURE_MESSAGE).toBe('Failed to send reset instructions');
  });
});
