import { signUpShopper } from '@/lib/auth/actions';
import { authEndpoints } from '@/lib/auth/contract';
import { sendWelcomeMail } from '@/lib/auth/welcome';
import { serverEnv } from '@/lib/env';
import { route } from '@/lib/http/route';
import { assertListedCity } from '@/lib/profile/city-check';

export const dynamic = 'force-dynamic';

/**
 * An account made at once (autoconfirm) gets its welcome mail here; one waiting for confirmation,
 * at /auth/confirm.
 */
export const POST = route(authEndpoints.signUp, { session: 'optional' }, async ({ input, request, supabase, session }) => {
  await assertListedCity(input.cityId, request.headers);
  const env = serverEnv();
  const signedUp = await signUpShopper(supabase, input, { siteUrl: env.SITE_URL, pixel: Boolean(env.META_PIXEL_ID) }).catch(
    (error: unknown) => {
      // A refused sign-up keeps no PKCE verifier cookie; a pending confirmation needs it for /auth/confirm.
      session.discard();
      throw error;
    },
  );
  if (signedUp.status === 'signed-in') {
    await sendWelcomeMail(signedUp.user.id, { email: input.email, fullName: input.fullName, createdAt: new Date().toISOString() });
  }
  return signedUp;
});
