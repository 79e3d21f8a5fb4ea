import { signInShopper } from '@/lib/auth/actions';
import { loginSchema } from '@/lib/auth/schemas';
import { serverEnv } from '@/lib/env';
import { json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';

export const dynamic = 'force-dynamic';

/** POST /api/auth/sign-in {email, password} → {ok, user} with the session cookies, or {ok: false, message, fieldErrors}. */
export const POST = route({ body: loginSchema, session: 'optional' }, async ({ input, supabase }) => {
  const outcome = await signInShopper(supabase, input, { pixel: Boolean(serverEnv().META_PIXEL_ID) });
  return json(outcome.body, { status: outcome.status });
});
