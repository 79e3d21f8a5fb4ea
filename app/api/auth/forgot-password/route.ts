import { requestPasswordReset } from '@/lib/auth/actions';
import { forgotPasswordSchema } from '@/lib/auth/schemas';
import { serverEnv } from '@/lib/env';
import { json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';

export const dynamic = 'force-dynamic';

/**
 * POST /api/auth/forgot-password {email} → {ok, message}: invokes the password-reset edge
 * function, which mails a link to /reset-password (the same answer for known and unknown emails).
 */
export const POST = route({ body: forgotPasswordSchema }, async ({ input, request }) => {
  const outcome = await requestPasswordReset(request.headers, input.email, serverEnv().SITE_URL);
  return json(outcome.body, { status: outcome.status });
});
