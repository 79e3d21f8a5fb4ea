import { PROFILE_SAVE_FAILED, PROFILE_SAVED } from '@/lib/auth/messages';
import { profileSchema } from '@/lib/auth/schemas';
import { failure, json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';
import { saveProfile } from '@/lib/profile/actions';
import { assertListedCity } from '@/lib/profile/city-check';
import { getProfile } from '@/lib/profile/queries';

export const dynamic = 'force-dynamic';

/** GET /api/profile → {ok, profile} of the signed-in shopper. */
export const GET = route({ session: 'required' }, async ({ supabase, user }) =>
  json({ ok: true, profile: await getProfile(supabase, user.id) }),
);

/** PUT /api/profile {fullName, phone, address, postalCode, cityId}: validated like sign-up, saved as the shopper. */
export const PUT = route({ body: profileSchema, session: 'required' }, async ({ input, request, supabase, user }) => {
  await assertListedCity(input.cityId, request.headers);
  if (!(await saveProfile(supabase, user.id, input))) return failure(502, PROFILE_SAVE_FAILED);
  return json({ ok: true, message: PROFILE_SAVED, profile: await getProfile(supabase, user.id) });
});
