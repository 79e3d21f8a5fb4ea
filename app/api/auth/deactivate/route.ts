import { deactivateAccount } from '@/lib/auth/actions';
import { authEndpoints } from '@/lib/auth/contract';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** Every session of the shopper ends, and the session cookies are cleared. */
export const POST = route(authEndpoints.deactivate, { session: 'required' }, async ({ supabase, session, user }) => {
  const deactivated = await deactivateAccount(supabase, user);
  session.expireAll();
  return deactivated;
});
