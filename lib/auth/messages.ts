/**
 * What shoppers read when an auth call fails (spec §8). lib/auth/auth-problem.ts says which one a
 * GoTrue error becomes; lib/http/problems.ts gives each its status.
 */
export const EMAIL_ALREADY_REGISTERED = 'This email is already registered. Please sign in instead.';
export const INVALID_CREDENTIALS = 'Invalid email or password. Please check your credentials and try again.';
export const GENERIC_AUTH_ERROR = 'An error occurred';
export const CITIES_FAILED = 'Failed to load cities. Please try again.';
export const NO_CITIES_FOUND = 'No cities found';
export const RESET_SENT = 'Password reset instructions have been sent to your email';
export const RESET_SEND_FAILED = 'Failed to send reset instructions';
export const RESET_FAILED = 'Reset failed';
export const DEACTIVATE_FAILED = 'Failed to deactivate account';
export const NO_USER_LOGGED_IN = 'No user logged in';

/** Ours, for situations the spec does not name. */
export const CHECK_YOUR_EMAIL = 'Account created. Please check your email and open the confirmation link to activate your account.';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';
export const EMAIL_NOT_CONFIRMED = 'Please confirm your email address first: open the link we sent you when you signed up.';
export const ACCOUNT_DEACTIVATED = 'This account has been deactivated.';
export const RESET_LINK_INVALID = 'This password reset link is invalid, has expired or has already been used. Please request a new one.';
export const PASSWORD_CHANGED = 'Your password has been changed.';
export const PROFILE_SAVED = 'Your profile has been saved.';
export const PROFILE_SAVE_FAILED = 'Failed to save your profile. Please try again.';
