import type { NextRequest } from 'next/server';
import { signUpShopper } from '@/lib/auth/actions';
import { failure, jsonNoStore, readJsonBody } from '@/lib/auth/http';
import { signupSchema, validate } from '@/lib/auth/schemas';
import { serverEnv } from '@/lib/env';
import { refuseUnlistedCity } from '@/lib/profile/city-check';
import { createSupabaseRouteClient } from '@/lib/supabase/server';

export const dynamic = 'force-dynamic';

/**
 * POST /api/auth/sign-up {email, password, fullName, phone, address, postalCode, cityId} →
 * {ok, status: 'signed-in', user} with the session cookies (autoconfirm), {ok, status:
 * 'confirm-email', message} (confirmation by email), or {ok: false, message, fieldErrors}.
 */
export async function POST(request: NextRequest) {
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const input = validate(signupSchema, read.body);
  if (!input.ok) return failure(400, Object.values(input.fieldErrors)[0]!, { fieldErrors: input.fieldErrors });
  const cityRefused = await refuseUnlistedCity(input.data.cityId, request.headers);
  if (cityRefused) return cityRefused;
  const env = serverEnv();
  const { supabase, applyTo } = createSupabaseRouteClient(request);
  const outcome = await signUpShopper(supabase, input.data, { siteUrl: env.SITE_URL, pixel: Boolean(env.META_PIXEL_ID) });
  // A refused sign-up keeps no PKCE verifier cookie; a pending confirmation needs it for /auth/confirm.
  const response = jsonNoStore(outcome.body, outcome.status);
  return outcome.body.ok ? applyTo(response) : response;
}
