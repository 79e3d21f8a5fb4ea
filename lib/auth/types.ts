import type { FieldErrors } from './schemas';
import type { PixelUserData } from '@/lib/pixel/hash';

/** The signed-in shopper as the browser knows them (spec §3 "User"). */
export interface AuthUser {
  id: string;
  email: string;
  /** Present (true) for the shop's admins, so the menus can offer the console; the server still checks every request. */
  isAdmin?: true;
}

/** The auth events of spec §4 that reach the browser's auth state. */
export type AuthEvent = 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'PASSWORD_RECOVERY' | 'USER_UPDATED';

/** GET /api/auth/session */
export interface SessionResponse {
  user: AuthUser | null;
  /** Unix seconds when the access token expires (the browser asks again before then). */
  expiresAt: number | null;
  /** Set when this request refreshed the session. */
  event: 'TOKEN_REFRESHED' | null;
}

/** What every auth route answers on failure: a message to show, and per-field messages. */
export interface ApiFailure {
  ok: false;
  message: string;
  fieldErrors?: FieldErrors;
  code?: string;
}

export type SignInResult = { ok: true; user: AuthUser; pixel?: PixelUserData } | ApiFailure;

export type SignUpResult =
  | { ok: true; status: 'signed-in'; user: AuthUser; pixel?: PixelUserData }
  | { ok: true; status: 'confirm-email'; message: string; pixel?: PixelUserData }
  | ApiFailure;

export type MessageResult = { ok: true; message: string } | ApiFailure;

export type UserResult = { ok: true; user: AuthUser; message?: string } | ApiFailure;
