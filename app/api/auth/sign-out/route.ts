import { signOutEverywhere } from '@/lib/auth/actions';
import { authEndpoints } from '@/lib/auth/contract';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** Ends every session of the shopper (scope global) and clears the cookies. */
export const POST = route(authEndpoints.signOut, { session: 'optional' }, async ({ supabase, session }) => {
  await signOutEverywhere(supabase);
  session.expireAll();
  return { ok: true };
});
