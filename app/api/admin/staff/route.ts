import { route } from '@/lib/http/route';
import { RateLimiter } from '@/lib/http/rate-limit';
import { staffEndpoints } from '@/lib/staff/contract';
import { inviteStaff, listTeam } from '@/lib/staff/queries';

export const dynamic = 'force-dynamic';

export const GET = route(staffEndpoints.list, { session: 'owner', onError: 'backend_failed' }, async ({ supabase }) => ({
  ok: true,
  team: await listTeam(supabase),
}));

/** Each invitation may send a mail: a few dozen an hour per client is far more than a shop's owner needs. */
const invitations = new RateLimiter('staff-invitations', 30, 60 * 60_000);

export const POST = route(staffEndpoints.invite, { session: 'owner', rateLimit: invitations }, async ({ input, supabase }) => {
  const { outcome, message } = await inviteStaff(supabase, input.email);
  return { ok: true, message, outcome };
});
