import { PROFILE_SAVED } from '@/lib/auth/messages';
import { route } from '@/lib/http/route';
import { saveProfile } from '@/lib/profile/actions';
import { assertListedCity } from '@/lib/profile/city-check';
import { profileEndpoints } from '@/lib/profile/contract';
import { getProfile } from '@/lib/profile/queries';

export const dynamic = 'force-dynamic';

export const GET = route(profileEndpoints.read, { session: 'required' }, async ({ supabase, user }) => ({
  ok: true,
  profile: await getProfile(supabase, user.id),
}));

export const PUT = route(profileEndpoints.save, { session: 'required' }, async ({ input, request, supabase, user }) => {
  await assertListedCity(input.cityId, request.headers);
  await saveProfile(supabase, user.id, input);
  return { ok: true, message: PROFILE_SAVED, profile: await getProfile(supabase, user.id) };
});
