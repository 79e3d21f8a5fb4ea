import { deactivateAccount } from '@/lib/auth/actions';
import { json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';

export const dynamic = 'force-dynamic';

/**
 * POST /api/auth/deactivate: deactivates the signed-in shopper's account (every session ends)
 * and clears the session cookies → {ok, message}, or "Failed to deactivate account" / "No user logged in".
 */
export const POST = route({ session: 'optional' }, async ({ supabase, session }) => {
  const outcome = await deactivateAccount(supabase);
  if (outcome.body.ok) session.expireAll();
  return json(outcome.body, { status: outcome.status });
});
