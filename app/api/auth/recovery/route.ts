import { verifyRecoveryToken } from '@/lib/auth/actions';
import { RESET_LINK_INVALID } from '@/lib/auth/messages';
import { recoveryTokenSchema } from '@/lib/auth/schemas';
import { json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';

export const dynamic = 'force-dynamic';

/**
 * POST /api/auth/recovery {tokenHash} → {ok, user} with a recovery session in the cookies. The
 * /reset-password page posts the token from its address once; a GET never redeems it, so mail
 * scanners that open links cannot use it up. A malformed token reads like a used one.
 */
export const POST = route(
  { body: recoveryTokenSchema, session: 'optional', invalid: { message: RESET_LINK_INVALID, code: 'otp_expired' } },
  async ({ input, supabase }) => {
    const outcome = await verifyRecoveryToken(supabase, input.tokenHash);
    return json(outcome.body, { status: outcome.status });
  },
);
