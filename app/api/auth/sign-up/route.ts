import { signUpShopper } from '@/lib/auth/actions';
import { sendWelcomeMail } from '@/lib/auth/welcome';
import { signupSchema } from '@/lib/auth/schemas';
import { serverEnv } from '@/lib/env';
import { json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';
import { assertListedCity } from '@/lib/profile/city-check';

export const dynamic = 'force-dynamic';

/**
 * POST /api/auth/sign-up {email, password, fullName, phone, address, postalCode, cityId} →
 * {ok, status: 'signed-in', user} with the session cookies (autoconfirm), {ok, status:
 * 'confirm-email', message} (confirmation by email), or {ok: false, message, fieldErrors}. An
 * account made at once gets its welcome mail here; one waiting for confirmation, at /auth/confirm.
 */
export const POST = route({ body: signupSchema, session: 'optional' }, async ({ input, request, supabase, session }) => {
  await assertListedCity(input.cityId, request.headers);
  const env = serverEnv();
  const outcome = await signUpShopper(supabase, input, { siteUrl: env.SITE_URL, pixel: Boolean(env.META_PIXEL_ID) });
  // A refused sign-up keeps no PKCE verifier cookie; a pending confirmation needs it for /auth/confirm.
  if (!outcome.body.ok) session.discard();
  if (outcome.body.ok && outcome.body.status === 'signed-in') {
    await sendWelcomeMail(outcome.body.user.id, { email: input.email, fullName: input.fullName, createdAt: new Date().toISOString() });
  }
  return json(outcome.body, { status: outcome.status });
});
