import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/bcrypt';
import { AuthError, validationFailed } from './errors.ts';

/** GoTrue hashes with Go's bcrypt DefaultCost and the `$2a$` prefix, so hashes move freely between the two. */
const BCRYPT_COST = 10;
/** bcrypt reads only the first 72 bytes, so GoTrue refuses longer passwords. */
export const MAX_PASSWORD_BYTES = 72;

/** Hashes on the libuv thread pool; the event loop keeps serving meanwhile. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { cost: BCRYPT_COST, version: '2a' });
}

/** False for an empty or malformed stored hash; a bcrypt compare is made either way. */
export async function verifyPassword(password: string, storedHash: string | null, dummyHash: string): Promise<boolean> {
  const usable = typeof storedHash === 'string' && storedHash.startsWith('$2');
  const matches = await verify(password, usable ? storedHash : dummyHash);
  return usable && matches;
}

/** A hash of a random secret: unknown users are compared against it so they cost as much as a wrong password. */
export function createDummyHash(): Promise<string> {
  return hashPassword(randomBytes(24).toString('base64url'));
}

/** A password the user never sees (invited users, magic-link sign-ups), as GoTrue generates. */
export function randomPassword(): string {
  return randomBytes(36).toString('base64url');
}

export interface WeakPassword {
  reasons: string[];
  message: string;
}

/** GoTrue's `checkPasswordStrength`, lengths counted in UTF-8 bytes as Go does. */
export function checkPasswordStrength(password: string, minLength: number): WeakPassword | null {
  const bytes = Buffer.byteLength(password, 'utf8');
  if (bytes > MAX_PASSWORD_BYTES) throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  if (bytes < minLength) return { reasons: ['length'], message: `Password should be at least ${minLength} characters.` };
  return null;
}

/** Throws 422 `weak_password` (with the reasons) or 400 `validation_failed` for a password that may not be set. */
export function assertPasswordStrength(password: string, minLength: number): void {
  const weak = checkPasswordStrength(password, minLength);
  if (weak) throw new AuthError(422, 'weak_password', weak.message, { weak_password: { reasons: weak.reasons } });
}
