/**
 * The welcome mail after sign-up, against the embedded backend's outbox: with autoconfirm (the
 * default) it is sent when the account is made, once; a mail service that refuses it never fails
 * the sign-up. (With confirmation by e-mail it is sent at /auth/confirm: api-auth-confirm.test.ts.)
 */
import { POST as signUpRoute } from '@/app/api/auth/sign-up/route';
import { WELCOME_SUBJECT } from '@/lib/auth/welcome-mail';
import { startTestBackend, type TestBackend } from '@gilgit-dry-fruits/supabase-local/testing';
import { call, CookieJar, freshEmail, mailTo, pointShopAt, signupBody } from './api-support';

const CODES = [/\bcity_id\b/, /_/, /[0-9a-f]{8}-[0-9a-f]{4}-/, /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/];
let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
  pointShopAt(backend);
  delete process.env.MAIL_API_URL;
  delete process.env.MAIL_API_KEY;
});
afterAll(() => backend?.stop());

const welcomes = async (email: string) => (await mailTo(backend, email)).filter((mail) => mail.subject === WELCOME_SUBJECT);

test('a new account gets one branded welcome with a text part; signing up again with the address sends none', async () => {
  const email = freshEmail('welcome');
  const first = await call(signUpRoute, '/api/auth/sign-up', {
    method: 'POST',
    body: signupBody(email, { fullName: 'Zara Ali' }),
    jar: new CookieJar(),
  });
  expect(first.status).toBe(200);
  expect(first.body).toMatchObject({ ok: true, status: 'signed-in' });

  const [mail, ...more] = await welcomes(email);
  expect(more).toEqual([]);
  expect(mail!.html).toMatch(/^<!DOCTYPE html>/);
  expect(mail!.html).toContain('Zara Ali');
  expect(mail!.text).toContain('Assalam-o-Alaikum Zara Ali,');
  expect(mail!.text).toContain(`Account: ${email}`);
  expect(mail!.text).toMatch(/Created: \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m/);
  expect(mail!.text).toContain('Start shopping: http://localhost:3000/shop');
  for (const code of CODES) expect(mail!.text.replace(email, '')).not.toMatch(code);

  const again = await call(signUpRoute, '/api/auth/sign-up', { method: 'POST', body: signupBody(email), jar: new CookieJar() });
  expect(again.status).toBe(409);
  expect(await welcomes(email)).toHaveLength(1);
});

test('a mail service that refuses the welcome never fails the sign-up', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  const realFetch = global.fetch;
  const refusing = jest
    .spyOn(global, 'fetch')
    .mockImplementation((input, init) =>
      String(input instanceof Request ? input.url : input).endsWith('/mail/send')
        ? Promise.resolve(new Response('no', { status: 503 }))
        : realFetch(input, init),
    );
  try {
    const email = freshEmail('nomail');
    const res = await call(signUpRoute, '/api/auth/sign-up', { method: 'POST', body: signupBody(email), jar: new CookieJar() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, status: 'signed-in' });
    refusing.mockRestore();
    expect(await welcomes(email)).toEqual([]);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('welcome mail failed'), expect.anything());
  } finally {
    refusing.mockRestore();
    logged.mockRestore();
  }
});
