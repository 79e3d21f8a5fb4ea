import type { NextRequest } from 'next/server';
import { verifyRecoveryToken } from '@/lib/auth/actions';
import { failure, jsonNoStore, readJsonBody } from '@/lib/auth/http';
import { RESET_LINK_INVALID } from '@/lib/auth/messages';
import { recoveryTokenSchema, validate } from '@/lib/auth/schemas';
import { createSupabaseRouteClient } from '@/lib/supabase/server';

export const dynamic = 'force-dynamic';

/**
 * POST /api/auth/recovery {tokenHash} → {ok, user} with a recovery session in the cookies. The
 * /reset-password page posts the token from its address once; a GET never redeems it, so mail
 * scanners that open links cannot use it up.
 */
export async function POST(request: NextRequest) {
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const input = validate(recoveryTokenSchema, read.body);
  if (!input.ok) return failure(400, RESET_LINK_INVALID, { code: 'otp_expired' });
  const { supabase, applyTo } = createSupabaseRouteClient(request);
  const outcome = await verifyRecoveryToken(supabase, input.data.tokenHash);
  return applyTo(jsonNoStore(outcome.body, outcome.status));
}
