/**
 * The owner's Staff page against the real embedded backend and its outbox: the owner invites a new
 * address (an account with no password, the staff role granted by the database under the owner's
 * check and logged, a mail whose link sets the password) or an existing shopper (told by mail);
 * refusals come back by the field; staff and guests are kept out; a removal takes effect at once.
 */
import { GET as teamRoute, POST as inviteRoute } from '@/app/api/admin/staff/route';
import { DELETE as removeRoute } from '@/app/api/admin/staff/[userId]/route';
import { OWNER_ONLY } from '@/lib/http/messages';
import { ADDED_SUBJECT, INVITATION_SUBJECT } from '@/lib/staff/invitation-mail';
import { ALREADY_STAFF, INVITATION_SENT, NOT_ON_STAFF, STAFF_ADDED, STAFF_REMOVED } from '@/lib/staff/messages';
import { STAFF_EMAIL_REQUIRED } from '@/lib/staff/schema';
import type { TeamMember } from '@/lib/staff/types';
import { clientFor } from '@gilgit-dry-fruits/supabase-local/testing';
import { jarOf, signedInAdmin, signedInStaff, signedUp, withParams, type As } from './admin-support';
import { call, freshEmail, mailTo, setUpShopBackend, SHOP_URL, type CookieJar } from './api-support';

const shop = setUpShopBackend();
let owner: { jar: CookieJar; id: string; email: string };

beforeAll(async () => {
  delete process.env.MAIL_API_URL;
  delete process.env.MAIL_API_KEY;
  owner = await signedInAdmin(shop.service);
});

type Answer = { ok: boolean; message?: string; code?: string; outcome?: string; fieldErrors?: Record<string, string> };

const team = (as: As = owner.jar) => call<{ ok: boolean; team: TeamMember[] }>(teamRoute, '/api/admin/staff', { jar: jarOf(as) });
const invite = (email: unknown, as: As = owner.jar) =>
  call<Answer>(inviteRoute, '/api/admin/staff', { method: 'POST', body: { email }, jar: jarOf(as) });
const remove = (userId: string, as: As = owner.jar) =>
  call<Answer>(withParams(removeRoute, { userId }), `/api/admin/staff/${userId}`, { method: 'DELETE', jar: jarOf(as) });

async function member(email: string): Promise<TeamMember | undefined> {
  return (await team()).body.team.find((person) => person.email === email);
}

async function isAdminAs(email: string, password: string): Promise<boolean> {
  const client = clientFor(shop.backend);
  const { error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  const { data, error: rpcError } = await client.rpc('is_admin');
  expect(rpcError).toBeNull();
  return data as boolean;
}

test('the owner invites a new address: a staff account with no password, a one-time link that works, and the log says who', async () => {
  const email = freshEmail('newstaff');
  expect(await invite(`  ${email.toUpperCase()} `)).toMatchObject({
    status: 200,
    body: { ok: true, outcome: 'invited', message: INVITATION_SENT(email) },
  });

  const person = await member(email);
  expect(person).toMatchObject({ role: 'staff', lastSignInAt: null });
  const { data: user } = await shop.service.auth.admin.getUserById(person!.userId);
  expect(user.user?.app_metadata).toMatchObject({ role: 'staff' });
  expect(user.user?.email_confirmed_at).toBeTruthy();

  const [mail, ...more] = (await mailTo(shop.backend, email)).filter((m) => m.subject === INVITATION_SUBJECT);
  expect(more).toEqual([]);
  expect(mail!.text).toContain('The link works once');
  expect(mail!.text).toContain('Forgot password');
  const link = new URL(/Set your password: (\S+)/.exec(mail!.text)![1]!);
  expect(`${link.origin}${link.pathname}`).toBe(`${SHOP_URL}/reset-password`);
  expect(link.searchParams.get('type')).toBe('recovery');
  expect(mail!.html).toContain(link.searchParams.get('token_hash'));

  const browser = clientFor(shop.backend);
  const verified = await browser.auth.verifyOtp({ type: 'recovery', token_hash: link.searchParams.get('token_hash')! });
  expect(verified.error).toBeNull();
  expect(verified.data.user?.email).toBe(email);
  expect(await browser.auth.updateUser({ password: 'walnut-staff-9' })).toMatchObject({ error: null });
  expect(await browser.rpc('is_admin')).toMatchObject({ data: true });
  expect((await browser.auth.verifyOtp({ type: 'recovery', token_hash: link.searchParams.get('token_hash')! })).error).not.toBeNull();
  expect((await member(email))?.lastSignInAt).toEqual(expect.any(String));

  const { data: log, error } = await shop.service
    .from('activity_log')
    .select('actor_id, actor_email, action')
    .eq('subject', 'staff')
    .eq('subject_key', email);
  expect(error).toBeNull();
  expect(log).toEqual([{ actor_id: owner.id, actor_email: owner.email, action: 'insert' }]);
});

test('an existing shopper is added and told by mail; inviting them again is refused by the field', async () => {
  const shopper = await signedUp('shopper');
  expect(await invite(shopper.email)).toMatchObject({
    status: 200,
    body: { ok: true, outcome: 'added', message: STAFF_ADDED(shopper.email) },
  });
  expect(await member(shopper.email)).toMatchObject({ role: 'staff' });
  const [mail] = (await mailTo(shop.backend, shopper.email)).filter((m) => m.subject === ADDED_SUBJECT);
  expect(mail!.text).toContain(`Open the console: ${SHOP_URL}/admin`);
  expect((await mailTo(shop.backend, shopper.email)).some((m) => m.subject === INVITATION_SUBJECT)).toBe(false);

  expect(await invite(shopper.email)).toMatchObject({
    status: 409,
    body: { ok: false, code: 'already_staff', message: ALREADY_STAFF, fieldErrors: { email: ALREADY_STAFF } },
  });
});

test('a bad address, an empty one and the owner’s own are refused by the field, in the database’s words', async () => {
  const before = (await team()).body.team.length;
  expect(await invite('not-an-address')).toMatchObject({
    status: 400,
    body: {
      code: 'invalid_input',
      message: 'Please enter a valid e-mail address.',
      fieldErrors: { email: 'Please enter a valid e-mail address.' },
    },
  });
  expect(await invite('   ')).toMatchObject({ status: 400, body: { fieldErrors: { email: STAFF_EMAIL_REQUIRED } } });
  expect(await invite(owner.email)).toMatchObject({
    status: 400,
    body: { code: 'not_allowed', message: "This address is the owner's.", fieldErrors: { email: "This address is the owner's." } },
  });
  expect((await team()).body.team).toHaveLength(before);
});

test('staff get 403 owner_only and a guest 401 on every route; nothing changes', async () => {
  const staff = await signedInStaff(shop.service);
  const target = freshEmail('blocked');
  for (const as of [staff.jar, 'guest'] as const) {
    const expected = as === 'guest' ? { status: 401 } : { status: 403, body: { message: OWNER_ONLY } };
    expect(await team(as)).toMatchObject(expected);
    expect(await invite(target, as)).toMatchObject(expected);
    expect(await remove(staff.id, as)).toMatchObject(expected);
  }
  expect(await member(target)).toBeUndefined();
  expect(await member(staff.email)).toMatchObject({ role: 'staff' });
});

test('the team lists the owner first; removing a member of staff takes the console away at once', async () => {
  const staff = await signedInStaff(shop.service);
  const { body } = await team();
  expect(body.team[0]).toMatchObject({ email: owner.email, role: 'owner' });
  expect(await isAdminAs(staff.email, 'apricot6')).toBe(true);

  expect(await remove(staff.id)).toMatchObject({ status: 200, body: { ok: true, message: STAFF_REMOVED } });
  expect(await isAdminAs(staff.email, 'apricot6')).toBe(false);
  expect(await member(staff.email)).toBeUndefined();

  expect(await remove(staff.id)).toMatchObject({ status: 400, body: { code: 'not_allowed', message: NOT_ON_STAFF } });
  expect(await remove(owner.id)).toMatchObject({ status: 400, body: { message: NOT_ON_STAFF } });
  expect(await remove('not-a-uuid')).toMatchObject({ status: 400, body: { message: NOT_ON_STAFF } });
  expect(await member(owner.email)).toMatchObject({ role: 'owner' });
});
