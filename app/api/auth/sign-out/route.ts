import { signOutEverywhere } from '@/lib/auth/actions';
import { json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';

export const dynamic = 'force-dynamic';

/** POST /api/auth/sign-out: ends every session of the shopper (scope global) and clears the cookies. */
export const POST = route({ session: 'optional' }, async ({ supabase, session }) => {
  await signOutEverywhere(supabase);
  session.expireAll();
  return json({ ok: true });
});
