import 'server-only';
import type { EmailOtpType, SupabaseClient, User } from '@supabase/supabase-js';
import { hashedUserData, type PixelUserData } from '@/lib/pixel/hash';
import type { Database } from '@/lib/supabase/database.types';
import { createSupabaseAnonClient } from '@/lib/supabase/server';
import {
  authErrorMessage,
  CHECK_YOUR_EMAIL,
  DEACTIVATE_FAILED,
  EMAIL_ALREADY_REGISTERED,
  GENERIC_AUTH_ERROR,
  NO_USER_LOGGED_IN,
  PASSWORD_CHANGED,
  RESET_FAILED,
  RESET_LINK_INVALID,
  RESET_SEND_FAILED,
  RESET_SENT,
} from './messages';
import type { LoginInput, SignupInput } from './schemas';
import type { ApiFailure, AuthUser, MessageResult, SessionResponse, SignInResult, SignUpResult, UserResult } from './types';

type Client = SupabaseClient<Database>;

/** A route's answer: the JSON body and its HTTP status. */
export interface Outcome<T> {
  status: number;
  body: T;
}

const fail = (status: number, message: string, extra: Omit<ApiFailure, 'ok' | 'message'> = {}): Outcome<ApiFailure> => ({
  status,
  body: { ok: false, message, ...extra },
});

export function toAuthUser(user: Pick<User, 'id' | 'email' | 'app_metadata'>): AuthUser {
  return { id: user.id, email: user.email ?? '', ...(user.app_metadata?.role === 'admin' ? { isAdmin: true as const } : {}) };
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

const SIGNED_OUT: Outcome<SessionResponse> = { status: 200, body: { user: null, expiresAt: null, event: null } };

/**
 * Who is signed in, for GET /api/auth/session. A guest (no session cookie) costs no call to the auth
 * API. A session about to expire is refreshed (`sessionChanged()` then says so: TOKEN_REFRESHED); one
 * the auth server no longer knows (signed out elsewhere, account deactivated) is cleared. An
 * unreachable auth server is a 503, so the browser keeps what it knew.
 */
export async function readSession(supabase: Client, sessionChanged: () => boolean): Promise<Outcome<SessionResponse | ApiFailure>> {
  const { data: sessionData, error: sessionError } = await supabase.auth.getSession();
  const session = sessionData.session;
  if (!session) return sessionError && (sessionError.status ?? 0) >= 500 ? fail(503, GENERIC_AUTH_ERROR) : SIGNED_OUT;
  // With the token just loaded (and refreshed if it was expiring): a second session load could rotate it twice.
  const { data, error } = await supabase.auth.getUser(session.access_token);
  if (
    error &&
    ((error.status ?? 0) >= 500 || error.status === 0 || error.status === undefined) &&
    error.name !== 'AuthSessionMissingError'
  ) {
    return fail(503, GENERIC_AUTH_ERROR);
  }
  if (error || !data.user) {
    await supabase.auth.signOut({ scope: 'local' });
    return SIGNED_OUT;
  }
  return {
    status: 200,
    body: { user: toAuthUser(data.user), expiresAt: session.expires_at ?? null, event: sessionChanged() ? 'TOKEN_REFRESHED' : null },
  };
}

function statusOf(error: { status?: number }): number {
  const status = error.status ?? 0;
  return status >= 400 && status < 500 ? status : 502;
}

/** Signs in with email and password (spec §7 "Sign in"); the session cookies are set by the client. */
export async function signInShopper(supabase: Client, input: LoginInput, options: { pixel: boolean }): Promise<Outcome<SignInResult>> {
  const { data, error } = await supabase.auth.signInWithPassword({ email: input.email, password: input.password });
  if (error || !data.user) {
    if (error && (error.status ?? 0) >= 500) console.error('[auth] sign-in failed:', error.status, error.message);
    return fail(error ? statusOf(error) : 502, authErrorMessage(error, 'sign-in'), { code: error?.code });
  }
  const user = toAuthUser(data.user);
  const pixel = options.pixel ? await pixelDataFor(supabase, user) : undefined;
  return { status: 200, body: { ok: true, user, ...(pixel ? { pixel } : {}) } };
}

/**
 * Creates the account (spec §7 "Sign up"). The profile fields travel as user metadata, from which
 * the database's handle_new_user trigger builds the profile; when sign-up returns a session
 * (autoconfirm) the profile is also upserted as the spec does. A taken email is reported in both
 * configurations: GoTrue answers 422 user_already_exists with autoconfirm on, but 200 with a user
 * that has no identities when confirmations are on (its anti-enumeration answer). The spec asks for
 * the "already registered" message, so the shop tells the shopper either way.
 */
export async function signUpShopper(
  supabase: Client,
  input: SignupInput,
  options: { siteUrl: string; pixel: boolean },
): Promise<Outcome<SignUpResult>> {
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
  if (error) {
    if ((error.status ?? 0) >= 500) console.error('[auth] sign-up failed:', error.status, error.message);
    const message = authErrorMessage(error, 'sign-up');
    return fail(message === EMAIL_ALREADY_REGISTERED ? 409 : statusOf(error), message, { code: error.code });
  }
  if (!data.user) return fail(502, GENERIC_AUTH_ERROR);
  if (!data.session && (data.user.identities?.length ?? 0) === 0) {
    return fail(409, EMAIL_ALREADY_REGISTERED, { code: 'user_already_exists' });
  }
  const pixel = options.pixel ? await hashedUserData({ email: input.email, phone: input.phone }) : undefined;
  if (!data.session) {
    return { status: 200, body: { ok: true, status: 'confirm-email', message: CHECK_YOUR_EMAIL, ...(pixel ? { pixel } : {}) } };
  }
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
  return { status: 200, body: { ok: true, status: 'signed-in', user: toAuthUser(data.user), ...(pixel ? { pixel } : {}) } };
}

/**
 * Asks the password-reset edge function to mail a link (spec §7: POST {email, resetLink} →
 * {success, message}) as anon, with the shopper's IP. The function never mails any link but the
 * shop's own /reset-password.
 */
export async function requestPasswordReset(
  requestHeaders: Pick<Headers, 'get'>,
  email: string,
  siteUrl: string,
): Promise<Outcome<MessageResult>> {
  const { data, error } = await createSupabaseAnonClient(requestHeaders).functions.invoke<{ success?: boolean; message?: string }>(
    'password-reset',
    {
      body: { email, resetLink: `${siteUrl}/reset-password` },
    },
  );
  if (error) {
    const context = (error as { context?: unknown }).context;
    if (context instanceof Response) {
      const body = (await context.json().catch(() => null)) as { message?: unknown } | null;
      const message = typeof body?.message === 'string' && body.message ? body.message : RESET_SEND_FAILED;
      return fail(context.status >= 400 && context.status < 500 ? context.status : 502, message);
    }
    console.error('[auth] the password-reset function could not be reached:', error.message);
    return fail(502, RESET_FAILED);
  }
  if (!data?.success) return fail(502, data?.message || RESET_SEND_FAILED);
  return { status: 200, body: { ok: true, message: data.message || RESET_SENT } };
}

/** Redeems the mailed recovery token (`verifyOtp({type: 'recovery', token_hash})`): a session for setting a new password. */
export async function verifyRecoveryToken(supabase: Client, tokenHash: string): Promise<Outcome<UserResult>> {
  const { data, error } = await supabase.auth.verifyOtp({ type: 'recovery', token_hash: tokenHash });
  if (error || !data.user) {
    if (error && (error.status ?? 0) >= 500) console.error('[auth] recovery verify failed:', error.status, error.message);
    return fail(error ? statusOf(error) : 502, error ? authErrorMessage(error, 'recovery') : RESET_LINK_INVALID, { code: error?.code });
  }
  return { status: 200, body: { ok: true, user: toAuthUser(data.user) } };
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

/** Sets a new password for the signed-in (or recovering) shopper. */
export async function changePassword(supabase: Client, password: string): Promise<Outcome<UserResult>> {
  if (!(await verifiedUser(supabase))) return fail(401, NO_USER_LOGGED_IN);
  const { data, error } = await supabase.auth.updateUser({ password });
  if (error || !data.user) {
    if (error && (error.status ?? 0) >= 500) console.error('[auth] password change failed:', error.status, error.message);
    return fail(error ? statusOf(error) : 502, authErrorMessage(error, 'password'), { code: error?.code });
  }
  return { status: 200, body: { ok: true, user: toAuthUser(data.user), message: PASSWORD_CHANGED } };
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
export async function deactivateAccount(supabase: Client): Promise<Outcome<MessageResult>> {
  const user = await verifiedUser(supabase);
  if (!user) return fail(401, NO_USER_LOGGED_IN);
  const { error } = await supabase.rpc('deactivate_account', { user_id: user.id });
  if (error) {
    console.error('[auth] deactivate_account failed:', error.code, error.message);
    return fail(error.code === '42501' ? 403 : 502, DEACTIVATE_FAILED);
  }
  await signOutEverywhere(supabase);
  return { status: 200, body: { ok: true, message: 'Your account has been deactivated.' } };
}

/** Hashed email and phone for the advertising pixel, read from the signed-in shopper's profile. */
async function pixelDataFor(supabase: Client, user: AuthUser): Promise<PixelUserData> {
  const { data } = await supabase.from('profiles').select('phone').eq('id', user.id).maybeSingle();
  return hashedUserData({ email: user.email, phone: data?.phone ?? null });
}
