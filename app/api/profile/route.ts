import type { NextRequest } from 'next/server';
import { verifiedUser } from '@/lib/auth/actions';
import { failure, jsonNoStore, readJsonBody } from '@/lib/auth/http';
import { NO_USER_LOGGED_IN, PROFILE_SAVE_FAILED, PROFILE_SAVED } from '@/lib/auth/messages';
import { profileSchema, validate } from '@/lib/auth/schemas';
import { saveProfile } from '@/lib/profile/actions';
import { refuseUnlistedCity } from '@/lib/profile/city-check';
import { getProfile } from '@/lib/profile/queries';
import { createSupabaseRouteClient } from '@/lib/supabase/server';

export const dynamic = 'force-dynamic';

/** GET /api/profile → {ok, profile} of the signed-in shopper. */
export async function GET(request: NextRequest) {
  const { supabase, applyTo } = createSupabaseRouteClient(request);
  const user = await verifiedUser(supabase);
  if (!user) return applyTo(failure(401, NO_USER_LOGGED_IN));
  const profile = await getProfile(supabase, user.id);
  return applyTo(jsonNoStore({ ok: true, profile }));
}

/** PUT /api/profile {fullName, phone, address, postalCode, cityId}: validated like sign-up, saved as the shopper. */
export async function PUT(request: NextRequest) {
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const input = validate(profileSchema, read.body);
  if (!input.ok) return failure(400, Object.values(input.fieldErrors)[0]!, { fieldErrors: input.fieldErrors });
  const cityRefused = await refuseUnlistedCity(input.data.cityId, request.headers);
  if (cityRefused) return cityRefused;
  const { supabase, applyTo } = createSupabaseRouteClient(request);
  const user = await verifiedUser(supabase);
  if (!user) return applyTo(failure(401, NO_USER_LOGGED_IN));
  const saved = await saveProfile(supabase, user.id, input.data);
  if (!saved) return applyTo(failure(502, PROFILE_SAVE_FAILED));
  return applyTo(jsonNoStore({ ok: true, message: PROFILE_SAVED, profile: await getProfile(supabase, user.id) }));
}
