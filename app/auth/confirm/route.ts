import { NextResponse } from 'next/server';
import { authEndpoints } from '@/lib/auth/contract';
import { confirmEmailLink, confirmsSignUp, type ConfirmLink } from '@/lib/auth/actions';
import { safeRedirectTarget } from '@/lib/auth/redirect-target';
import { sendWelcomeMail, welcomeAccountOf } from '@/lib/auth/welcome';
import { serverEnv } from '@/lib/env';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/**
 * GET /auth/confirm: where links in the shop's emails land (the sign-up confirmation).
 * - `?code=…` (PKCE: GoTrue's /verify has confirmed the address and redirected here): exchanged
 *   for a session with the verifier cookie set at sign-up.
 * - `?token_hash=…&type=…` (Supabase's email templates): verified with verifyOtp.
 * - `type=recovery` links are passed on to /reset-password untouched (the token is redeemed there,
 *   by a POST, never by a GET).
 * Success goes to `next` (a same-site path, else /), after the welcome mail of a confirmed sign-up;
 * failure opens the sign-in dialog with a note.
 */
export const GET = route(authEndpoints.confirmLink, { session: 'optional' }, async ({ request, supabase }) => {
  const site = serverEnv().SITE_URL;
  const params = request.nextUrl.searchParams;
  const link: ConfirmLink = { code: params.get('code'), tokenHash: params.get('token_hash'), type: params.get('type') };
  if (link.type === 'recovery' && link.tokenHash) {
    return redirect(`${site}/reset-password?type=recovery&token_hash=${encodeURIComponent(link.tokenHash)}`);
  }
  const user = await confirmEmailLink(supabase, link);
  if (user) {
    if (confirmsSignUp(link)) await sendWelcomeMail(user.id, welcomeAccountOf(user));
    return redirect(`${site}${safeRedirectTarget(params.get('next')) ?? '/'}`);
  }
  // A PKCE link opened in another browser has no verifier here, but GoTrue confirmed the address
  // before redirecting: the shopper can sign in. An expired link says so on the dialog.
  const notice = (params.get('error_code') ?? params.get('error')) ? 'link-expired' : link.code ? 'confirmed-sign-in' : 'link-invalid';
  return redirect(`${site}/?signin=1&notice=${notice}`);
});

function redirect(location: string) {
  return NextResponse.redirect(location, {
    status: 303,
    headers: { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' },
  });
}
