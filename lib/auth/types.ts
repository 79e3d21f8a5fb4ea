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

/** POST /api/auth/sign-in; the pixel's hashed details only when the shop has a pixel. */
export interface SignedIn {
  ok: true;
  user: AuthUser;
  pixel?: PixelUserData;
}

/** POST /api/auth/sign-up: signed in at once (autoconfirm), or waiting for the emailed confirmation. */
export type SignedUp =
  | { ok: true; status: 'signed-in'; user: AuthUser; pixel?: PixelUserData }
  | { ok: true; status: 'confirm-email'; message: string; pixel?: PixelUserData };

/** A recovery link redeemed: the shopper has a session for setting a new password. */
export interface RecoveredUser {
  ok: true;
  user: AuthUser;
}

export interface PasswordChanged {
  ok: true;
  user: AuthUser;
  message: string;
}

/** An answer that is only words: the reset mail sent, the account deactivated. */
export interface MessageResult {
  ok: true;
  message: string;
}
