import type { NextRequest } from 'next/server';
import { signInShopper } from '@/lib/auth/actions';
import { failure, jsonNoStore, readJsonBody } from '@/lib/auth/http';
import { loginSchema, validate } from '@/lib/auth/schemas';
import { serverEnv } from '@/lib/env';
import { createSupabaseRouteClient } from '@/lib/supabase/server';

export const dynamic = 'force-dynamic';

/** POST /api/auth/sign-in {email, password} → {ok, user} with the session cookies, or {ok: false, message, fieldErrors}. */
export async function POST(request: NextRequest) {
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const input = validate(loginSchema, read.body);
  if (!input.ok) return failure(400, Object.values(input.fieldErrors)[0]!, { fieldErrors: input.fieldErrors });
  const { supabase, applyTo } = createSupabaseRouteClient(request);
  const outcome = await signInShopper(supabase, input.data, { pixel: Boolean(serverEnv().META_PIXEL_ID) });
  return applyTo(jsonNoStore(outcome.body, outcome.status));
}
