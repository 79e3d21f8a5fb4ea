import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { serverEnv } from '@/lib/env';
import { databaseProblem, type DatabaseError } from '@/lib/errors/database-problem';
import { Problem } from '@/lib/errors/problem';
import { sendMail } from '@/lib/mail/send-mail';
import { getShopSettings } from '@/lib/settings/queries';
import { createSupabaseAdminClient } from '@/lib/supabase/admin';
import type { Database } from '@/lib/supabase/database.types';
import { createSupabaseServerClient } from '@/lib/supabase/server';
import { invitationLink, staffAddedMail, staffInvitationMail } from './invitation-mail';
import { INVITATION_MAIL_FAILED, INVITATION_SENT, STAFF_ADDED } from './messages';
import type { InviteOutcome, TeamMember } from './types';

type Client = SupabaseClient<Database>;
type TeamRow = Database['public']['Functions']['admin_team']['Returns'][number];

function toTeamMember(row: TeamRow): TeamMember {
  return {
    userId: row.user_id,
    email: row.email,
    role: row.role === 'owner' ? 'owner' : 'staff',
    lastSignInAt: row.last_sign_in_at ?? null,
    createdAt: row.created_at,
  };
}

/** A refusal of the team functions, its words also under the field they concern (the e-mail). */
function teamProblem(error: DatabaseError): Problem {
  const problem = databaseProblem(error);
  const field = problem.details.data?.field;
  if (typeof field !== 'string') return problem;
  return new Problem(problem.code, { ...problem.details, fieldErrors: { [field]: problem.message } });
}

/** The owner and the staff, the owner first (admin_team: the owner only). */
export async function listTeam(supabase: Client): Promise<TeamMember[]> {
  const { data, error } = await supabase.rpc('admin_team');
  if (error) throw teamProblem(error);
  return (data ?? []).map(toTeamMember);
}

/** For the Staff page (the page has checked the owner's role; the database checks it again). */
export async function listCurrentTeam(): Promise<TeamMember[]> {
  return listTeam(await createSupabaseServerClient());
}

async function addStaff(supabase: Client, email: string): Promise<'added' | 'already_staff' | 'not_found'> {
  const { data, error } = await supabase.rpc('admin_add_staff', { email });
  if (error) throw teamProblem(error);
  if (data === 'added' || data === 'already_staff' || data === 'not_found') return data;
  throw new Error(`admin_add_staff answered ${String(data)}`);
}

/**
 * An account for an address that has none, with no password, and a one-time link to set one. The
 * service role only makes the account and the link: the staff role is granted by admin_add_staff,
 * called again with the owner's client, so the database checks the owner and logs who did it.
 */
async function createInvitedAccount(owner: Client, email: string): Promise<string> {
  const service = createSupabaseAdminClient();
  const created = await service.auth.admin.createUser({ email, email_confirm: true });
  if (created.error && created.error.status !== 422) throw new Error(`create staff account: ${created.error.message}`);
  const second = await addStaff(owner, email);
  if (second === 'not_found') throw new Error('create staff account: the new account was not found');
  const link = await service.auth.admin.generateLink({ type: 'recovery', email });
  if (link.error) throw new Error(`staff invitation link: ${link.error.message}`);
  return link.data.properties.hashed_token;
}

/** What the Staff page reads after an invitation. */
export interface Invitation {
  outcome: InviteOutcome;
  message: string;
}

/**
 * Invites `email` to the staff: an existing account is made staff and told so; an address with no
 * account gets one, and a mail whose link sets its password. Already on the staff is refused.
 * A mail that cannot be sent does not undo the invitation: the owner is told what to say instead.
 */
export async function inviteStaff(owner: Client, email: string): Promise<Invitation> {
  const first = await addStaff(owner, email);
  if (first === 'already_staff') throw new Problem('already_staff');
  const address = email.toLowerCase();
  const { SITE_URL } = serverEnv();
  if (first === 'added') {
    await sendOrLog(async () => staffAddedMail(address, SITE_URL, await getShopSettings()), address);
    return { outcome: 'added', message: STAFF_ADDED(address) };
  }
  const hashedToken = await createInvitedAccount(owner, address);
  const link = invitationLink(SITE_URL, hashedToken);
  const sent = await sendOrLog(async () => staffInvitationMail(address, link, SITE_URL, await getShopSettings()), address);
  return { outcome: 'invited', message: sent ? INVITATION_SENT(address) : INVITATION_MAIL_FAILED(address) };
}

async function sendOrLog(build: () => Promise<Parameters<typeof sendMail>[0]>, email: string): Promise<boolean> {
  try {
    await sendMail(await build());
    return true;
  } catch (error) {
    console.error(`[staff] ${email} is on the staff but the mail failed:`, error);
    return false;
  }
}

/** Takes the staff role away (admin_remove_staff: the owner only; is_admin() is false at once). */
export async function removeStaff(owner: Client, userId: string): Promise<void> {
  const { error } = await owner.rpc('admin_remove_staff', { user_id: userId });
  if (error) throw teamProblem(error);
}
