import { RESET_SUCCESS_MESSAGE } from '../../supabase/functions/password-reset/index';
import { TOO_MANY_RESET_REQUESTS } from '../../supabase/functions/password-reset/reset-budget';
import { clientFor, startTestBackend, type TestBackend, uniqueEmail } from '@gilgit-dry-fruits/supabase-local/testing';

// Issue 15 §5: reset mails cannot be flooded. Beyond the per-address minute, one client address
// gets RESET_REQUESTS_PER_CLIENT_PER_HOUR requests an hour, and all clients together cause at most
// RESET_MAILS_PER_HOUR mails; a refusal is a 429 with Retry-After whether the address is known or not.
let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ env: { RESET_REQUESTS_PER_CLIENT_PER_HOUR: '3', RESET_MAILS_PER_HOUR: '5' } });
});
afterAll(() => backend?.stop());

function askReset(email: string, client: string): Promise<Response> {
  return fetch(`${backend.url}/functions/v1/password-reset`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      Authorization: `Bearer ${backend.anonKey}`,
      'Content-Type': 'application/json',
      'X-Forwarded-For': client,
    },
    body: JSON.stringify({ email, resetLink: 'http://localhost:3000/reset-password' }),
  });
}

async function mailsTo(email: string): Promise<number> {
  return ((await (await fetch(`${backend.url}/mail/messages`)).json()) as { to: string }[]).filter((mail) => mail.to === email).length;
}

test('one client: three requests an hour, then 429 whatever the address', async () => {
  const answers = [];
  for (let i = 0; i < 5; i++) answers.push(await askReset(uniqueEmail('flood'), '198.51.100.21'));
  const bodies = await Promise.all(answers.map((a) => a.json()));
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429, 429]);
  expect(bodies[0]).toEqual({ success: true, message: RESET_SUCCESS_MESSAGE });
  expect(bodies[3]).toEqual({ success: false, message: TOO_MANY_RESET_REQUESTS });
  expect(Number(answers[3]!.headers.get('retry-after'))).toBeGreaterThan(0);
});

test('all clients together: the hourly budget of mails, then 429 for everyone', async () => {
  const known = uniqueEmail('known');
  expect((await clientFor(backend, 'anon').auth.signUp({ email: known, password: 'walnut-harvest-2024' })).error).toBeNull();
  const before = await mailsTo(known);
  const statuses = [];
  // Three were counted above; a new client address for each request, the last for a real account.
  for (let i = 0; i < 3; i++) statuses.push((await askReset(uniqueEmail('budget'), `203.0.113.${i + 1}`)).status);
  statuses.push((await askReset(known, '203.0.113.9')).status);
  expect(statuses).toEqual([200, 200, 429, 429]);
  expect(await mailsTo(known)).toBe(before);
});
