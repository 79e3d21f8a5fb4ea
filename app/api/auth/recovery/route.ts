import { verifyRecoveryToken } from '@/lib/auth/actions';
import { authEndpoints } from '@/lib/auth/contract';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/**
 * The /reset-password page posts the token from its address once; a GET never redeems it, so mail
 * scanners that open links cannot use it up. A malformed token reads like a used one.
 */
export const POST = route(authEndpoints.recovery, { session: 'optional', invalid: 'reset_link_malformed' }, ({ input, supabase }) =>
  verifyRecoveryToken(supabase, input.tokenHash),
);
