import 'server-only';
import type { EmailOtpType, SupabaseClient, User } from '@supabase/supabase-js';
import type { ProblemCode } from '@/lib/errors/codes';
import { Problem } from '@/lib/errors/problem';
import { hashedUserData, type PixelUserData } from '@/lib/pixel/hash';
import type { Database } from '@/lib/supabase/database.types';
import { createSupabaseAnonClient } from '@/lib/supabase/server';
import { authProblem } from './auth-problem';
import { CHECK_YOUR_EMAIL, PASSWORD_CHANGED, RESET_SEND_FAILED, RESET_SENT } from './messages';
import type { LoginInput, SignupInput } from './schemas';
import { teamRoleOf } from './team';
import type { AuthUser, MessageResult, PasswordChanged, RecoveredUser, SessionResponse, SignedIn, SignedUp } from './types';

type Client = SupabaseClient<Database>;

export function toAuthUser(user: Pick<User, 'id' | 'email' | 'app_metadata'>): AuthUser {
  return { id: user.id, email: user.email ?? '', ...(teamRoleOf(user.app_metadata) ? { isAdmin: true as const } : {}) };
}

/**
 * The signed-in user, checked with the auth server. The session is loaded once (refreshed if it is
 * about to expire) and its token passed to getUser, so one request never rotates the refresh token
 * twice: a browser's parallel request still holding the previous token then gets the active one
 * back (GoTrue's "parent of the active token" rule) instead of tripping reuse detection.
 */
export async function verifiedUser(supabase: Client): Promise<User | null> {
  const { data: sessionData } = await supabase.auth.getSession();
  const session = sessionData.session;
  if (!session) return null;
  const { data, error } = await supabase.auth.getUser(session.access_token);
  return error ? null : data.user;
}

const SIGNED_OUT: SessionResponse = { user: null, expiresAt: null, event: null };

/**
 * Who is signed in, for GET /api/auth/session. A guest (no session cookie) costs no call to the auth
 * API. A session about to expire is refreshed (`sessionChanged()` then says so: TOKEN_REFRESHED); one
 * the auth server no longer knows (signed out elsewhere, account deactivated) is cleared. An
 * unreachable auth server is session_unavailable, so the browser keeps what it knew.
 */
export async function readSession(supabase: Client, sessionChanged: () => boolean): Promise<SessionResponse> {
  const { data: sessionData, error: sessionError } = await supabase.auth.getSession();
  const session = sessionData.session;
  if (!session) {
    if (sessionError && (sessionError.status ?? 0) >= 500) throw new Problem('session_unavailable', { cause: sessionError.message });
    return SIGNED_OUT;
  }
  // With the token just loaded (and refreshed if it was expiring): a second session load could rotate it twice.
  const { data, error } = await supabase.auth.getUser(session.access_token);
  if (
    error &&
    ((error.status ?? 0) >= 500 || error.status === 0 || error.status === undefined) &&
    error.name !== 'AuthSessionMissingError'
  ) {
    throw new Problem('session_unavailable', { cause: error.message });
  }
  if (error || !data.user) {
    await supabase.auth.signOut({ scope: 'local' });
    return SIGNED_OUT;
  }
  return { user: toAuthUser(data.user), expiresAt: session.expires_at ?? null, event: sessionChanged() ? 'TOKEN_REFRESHED' : null };
}

/** Signs in with email and password (spec §7 "Sign in"); the session cookies are set by the client. */
export async function signInShopper(supabase: Client, input: LoginInput, options: { pixel: boolean }): Promise<SignedIn> {
  const { data, error } = await supabase.auth.signInWithPassword({ email: input.email, password: input.password });
  if (error) throw authProblem(error, 'sign-in');
  if (!data.user) throw new Problem('auth_unavailable', { cause: 'sign-in: no user' });
  const user = toAuthUser(data.user);
  const pixel = options.pixel ? await pixelDataFor(supabase, user) : undefined;
  return { ok: true, user, ...(pixel ? { pixel } : {}) };
}

/**
 * Creates the account (spec §7 "Sign up"). The profile fields travel as user metadata, from which
 * the database's handle_new_user trigger builds the profile; when sign-up returns a session
 * (autoconfirm) the profile is also upserted as the spec does. A taken email is reported in both
 * configurations: GoTrue answers 422 user_already_exists with autoconfirm on, but 200 with a user
 * that has no identities when confirmations are on (its anti-enumeration answer). The spec asks for
 * the "already registered" message, so the shop tells the shopper either way.
 */
export async function signUpShopper(supabase: Client, input: SignupInput, options: { siteUrl: string; pixel: boolean }): Promise<SignedUp> {
  const { data, error } = await supabase.auth.signUp({
    email: input.email,
    password: input.password,
    options: {
      emailRedirectTo: `${options.siteUrl}/auth/confirm`,
      data: {
        full_name: input.fullName,
        phone: input.phone,
        address: input.address,
        postal_code: input.postalCode,
        city_id: input.cityId,
      },
    },
  });
  if (error) throw authProblem(error, 'sign-up');
  if (!data.user) throw new Problem('auth_unavailable', { cause: 'sign-up: no user' });
  if (!data.session && (data.user.identities?.length ?? 0) === 0) throw new Problem('email_already_registered');
  const pixel = options.pixel ? await hashedUserData({ email: input.email, phone: input.phone }) : undefined;
  if (!data.session) return { ok: true, status: 'confirm-email', message: CHECK_YOUR_EMAIL, ...(pixel ? { pixel } : {}) };
  const { error: profileError } = await supabase.from('profiles').upsert(
    {
      id: data.user.id,
      full_name: input.fullName,
      phone: input.phone,
      address: input.address,
      postal_code: input.postalCode,
      city_id: input.cityId,
      country: input.country,
      updated_at: new Date().toISOString(),
    },
    { onConflict: 'id' },
  );
  // The trigger has already made the profile from the same values; a failed upsert is logged only.
  if (profileError) console.error('[auth] profile upsert after sign-up failed:', profileError.code, profileError.message);
  return { ok: true, status: 'signed-in', user: toAuthUser(data.user), ...(pixel ? { pixel } : {}) };
}

/**
 * Asks the password-reset edge function to mail a link (spec §7: POST {email, resetLink} →
 * {success, message}) as anon, with the shopper's IP. The function never mails any link but the
 * shop's own /reset-password.
 */
export async function requestPasswordReset(requestHeaders: Pick<Headers, 'get'>, email: string, siteUrl: string): Promise<MessageResult> {
  const { data, error } = await createSupabaseAnonClient(requestHeaders).functions.invoke<{ success?: boolean; message?: string }>(
    'password-reset',
    {
      body: { email, resetLink: `${siteUrl}/reset-password` },
    },
  );
  if (error) {
    const context = (error as { context?: unknown }).context;
    if (!(context instanceof Response)) throw new Problem('reset_service_unreachable', { cause: error.message });
    const body = (await context.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof body?.message === 'string' && body.message ? body.message : RESET_SEND_FAILED;
    throw new Problem(resetRefusal(context.status), { message, cause: `password-reset answered ${context.status}` });
  }
  if (!data?.success) throw new Problem('reset_mail_failed', { message: data?.message || RESET_SEND_FAILED });
  return { ok: true, message: data.message || RESET_SENT };
}

/** The password-reset function's refusals: too many requests, a request it will not take, or its own failure. */
function resetRefusal(status: number): ProblemCode {
  if (status === 429) return 'too_many_reset_requests';
  return status >= 400 && status < 500 ? 'reset_request_refused' : 'reset_mail_failed';
}

/** Redeems the mailed recovery token (`verifyOtp({type: 'recovery', token_hash})`): a session for setting a new password. */
export async function verifyRecoveryToken(supabase: Client, tokenHash: string): Promise<RecoveredUser> {
  const { data, error } = await supabase.auth.verifyOtp({ type: 'recovery', token_hash: tokenHash });
  if (error) throw authProblem(error, 'recovery');
  if (!data.user) throw new Problem('reset_link_invalid', { cause: 'recovery: no user' });
  return { ok: true, user: toAuthUser(data.user) };
}

const CONFIRM_OTP_TYPES = new Set<EmailOtpType>(['signup', 'invite', 'magiclink', 'email', 'email_change']);

/** The parameters of a link from the shop's emails that /auth/confirm redeems. */
export interface ConfirmLink {
  code: string | null;
  tokenHash: string | null;
  type: string | null;
}

/**
 * Redeems a confirmation link for a session (the client writes the cookies): a PKCE `code` with the
 * verifier cookie set at sign-up, or a `token_hash` of an email OTP type. The confirmed user, or
 * null when it did not work.
 */
export async function confirmEmailLink(supabase: Client, link: ConfirmLink): Promise<User | null> {
  if (link.code) {
    const { data, error } = await supabase.auth.exchangeCodeForSession(link.code);
    if (error) console.warn('[auth] confirm: code exchange failed:', error.code ?? error.name);
    return error ? null : (data.user ?? null);
  }
  if (link.tokenHash && link.type && CONFIRM_OTP_TYPES.has(link.type as EmailOtpType)) {
    const { data, error } = await supabase.auth.verifyOtp({ type: link.type as EmailOtpType, token_hash: link.tokenHash });
    if (error) console.warn('[auth] confirm: verifyOtp failed:', error.code ?? error.name);
    return error ? null : (data.user ?? null);
  }
  return null;
}

/**
 * A link that confirms a new account: the PKCE code of sign-up's confirmation mail (the shop sends
 * no other PKCE link; recovery links never reach the exchange) or a `signup` token.
 */
export function confirmsSignUp(link: ConfirmLink): boolean {
  return link.code !== null || link.type === 'signup';
}

/** Sets a new password for the signed-in (or recovering) shopper, whose session the route has checked. */
export async function changePassword(supabase: Client, password: string): Promise<PasswordChanged> {
  const { data, error } = await supabase.auth.updateUser({ password });
  if (error) throw authProblem(error, 'password');
  if (!data.user) throw new Problem('auth_unavailable', { cause: 'password: no user' });
  return { ok: true, user: toAuthUser(data.user), message: PASSWORD_CHANGED };
}

/** Signs out everywhere (spec §7: POST logout, scope global); GoTrue's 401/403/404 count as signed out. */
export async function signOutEverywhere(supabase: Client): Promise<void> {
  const { error } = await supabase.auth.signOut({ scope: 'global' });
  if (error && (error.status ?? 0) >= 500) console.error('[auth] sign-out failed:', error.status, error.message);
}

/**
 * Deactivates the shopper's own account (spec §7: rpc deactivate_account(user_id), then sign
 * out). The SQL function bans the user and deletes every session, so all devices are signed out.
 */
export async function deactivateAccount(supabase: Client, user: Pick<User, 'id'>): Promise<MessageResult> {
  const { error } = await supabase.rpc('deactivate_account', { user_id: user.id });
  if (error) {
    console.error('[auth] deactivate_account failed:', error.code, error.message);
    throw new Problem(error.code === '42501' ? 'deactivation_refused' : 'deactivation_failed');
  }
  await signOutEverywhere(supabase);
  return { ok: true, message: 'Your account has been deactivated.' };
}

/** Hashed email and phone for the advertising pixel, read from the signed-in shopper's profile. */
async function pixelDataFor(supabase: Client, user: AuthUser): Promise<PixelUserData> {
  const { data } = await supabase.from('profiles').select('phone').eq('id', user.id).maybeSingle();
  return hashedUserData({ email: user.email, phone: data?.phone ?? null });
}
