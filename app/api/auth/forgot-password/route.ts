import type { NextRequest } from 'next/server';
import { requestPasswordReset } from '@/lib/auth/actions';
import { failure, jsonNoStore, readJsonBody } from '@/lib/auth/http';
import { forgotPasswordSchema, validate } from '@/lib/auth/schemas';
import { serverEnv } from '@/lib/env';
import { createSupabaseAnonClient } from '@/lib/supabase/server';

export const dynamic = 'force-dynamic';

/**
 * POST /api/auth/forgot-password {email} → {ok, message}: invokes the password-reset edge
 * function, which mails a link to /reset-password (the same answer for known and unknown emails).
 */
export async function POST(request: NextRequest) {
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const input = validate(forgotPasswordSchema, read.body);
  if (!input.ok) return failure(400, Object.values(input.fieldErrors)[0]!, { fieldErrors: input.fieldErrors });
  const outcome = await requestPasswordReset(createSupabaseAnonClient(request.headers), input.data.email, serverEnv().SITE_URL);
  return jsonNoStore(outcome.body, outcome.status);
}
