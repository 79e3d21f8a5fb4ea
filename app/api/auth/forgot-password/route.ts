import { requestPasswordReset } from '@/lib/auth/actions';
import { authEndpoints } from '@/lib/auth/contract';
import { serverEnv } from '@/lib/env';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** The password-reset edge function mails a link to /reset-password. */
export const POST = route(authEndpoints.forgotPassword, {}, ({ input, request }) =>
  requestPasswordReset(request.headers, input.email, serverEnv().SITE_URL),
);
