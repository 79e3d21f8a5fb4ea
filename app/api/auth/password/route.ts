import type { NextRequest } from 'next/server';
import { changePassword } from '@/lib/auth/actions';
import { failure, jsonNoStore, readJsonBody } from '@/lib/auth/http';
import { newPasswordSchema, validate } from '@/lib/auth/schemas';
import { createSupabaseRouteClient } from '@/lib/supabase/server';

export const dynamic = 'force-dynamic';

/** POST /api/auth/password {password, confirmPassword}: a new password for the signed-in or recovering shopper. */
export async function POST(request: NextRequest) {
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const input = validate(newPasswordSchema, read.body);
  if (!input.ok) return failure(400, Object.values(input.fieldErrors)[0]!, { fieldErrors: input.fieldErrors });
  const { supabase, applyTo } = createSupabaseRouteClient(request);
  const outcome = await changePassword(supabase, input.data.password);
  return applyTo(jsonNoStore(outcome.body, outcome.status));
}
