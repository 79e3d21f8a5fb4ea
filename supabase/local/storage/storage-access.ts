import { DatabaseError, type Database, type Transaction } from '../db/database.ts';
import { effectiveToken } from '../http/gateway.ts';
import type { ApiRequest } from '../http/request.ts';
import type { JwtClaims, JwtFailure, JwtSigner } from '../jwt.ts';
import { errors } from './storage-errors.ts';

type Role = 'anon' | 'authenticated' | 'service_role';

export interface Caller {
  role: Role;
  claims: JwtClaims;
  /** The user id when the JWT's `sub` is a UUID (storage.objects.owner). */
  userId: string | null;
  /** The JWT's `sub`, whatever it is (storage.objects.owner_id); null without one. */
  sub: string | null;
}

/** The service role with no user: what Storage uses for reads that skip RLS and for signed uploads. */
export const SUPER_USER: Caller = { role: 'service_role', claims: { role: 'service_role' }, userId: null, sub: null };

const ROLES = new Set<string>(['anon', 'authenticated', 'service_role']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The messages Storage's JWT library (jose) gives, which Storage passes on in its errors. */
export const JWT_MESSAGES: Record<JwtFailure, string> = {
  malformed: 'Invalid Compact JWS',
  bad_signature: 'signature verification failed',
  expired: '"exp" claim timestamp check failed',
  not_yet_valid: '"nbf" claim timestamp check failed',
};

/** Storage authenticates from `Authorization`, falling back to the apikey (Kong does not check keys here). */
export function callerOf(req: ApiRequest, jwt: JwtSigner): Caller {
  const token = effectiveToken(req);
  if (!token) throw errors.accessDenied(JWT_MESSAGES.malformed);
  const result = jwt.verify(token);
  if (!result.ok) throw errors.accessDenied(JWT_MESSAGES[result.reason]);
  const role = result.claims.role;
  if (typeof role !== 'string' || !ROLES.has(role)) throw errors.accessDenied('Access denied: Invalid role');
  const sub = typeof result.claims.sub === 'string' ? result.claims.sub : null;
  return { role: role as Role, claims: result.claims, userId: sub !== null && UUID.test(sub) ? sub : null, sub };
}

/**
 * Storage's routes with `allowInvalidJwt` (GET and HEAD of /object/:bucket/*, /object/info/:bucket/*):
 * a missing or invalid JWT makes the request unauthenticated (null) instead of refusing it.
 */
export function optionalCallerOf(req: ApiRequest, jwt: JwtSigner): Caller | null {
  if (!effectiveToken(req)) return null;
  try {
    return callerOf(req, jwt);
  } catch {
    return null;
  }
}

/**
 * Runs `fn` in one transaction as the caller's database role with its claims, so the RLS
 * policies on storage.objects and storage.buckets decide, as they do on hosted Storage.
 * service_role bypasses RLS.
 */
export async function asCaller<T>(db: Database, caller: Caller, fn: (tx: Transaction) => Promise<T>, readOnly = false): Promise<T> {
  try {
    return await db.transaction(
      async (tx) => {
        await tx.query(
          `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true)`,
          [caller.role, JSON.stringify(caller.claims), caller.userId ?? ''],
        );
        return fn(tx);
      },
      { readOnly },
    );
  } catch (error) {
    throw toStorageError(error);
  }
}

/**
 * supabase/storage `src/storage/database/errors.ts`: RLS refusals are AccessDenied, unique
 * violations Duplicate, a foreign key to nothing (a bucket that does not exist) a 404.
 */
function toStorageError(error: unknown): unknown {
  if (!(error instanceof DatabaseError)) return error;
  if (error.code === '42501') {
    return errors.accessDenied(error.message.includes('row-level security') ? 'new row violates row-level security policy' : error.message);
  }
  if (error.code === '23505') return errors.duplicate();
  if (error.code === '23503' && !error.detail?.includes('is still referenced from table')) return errors.relatedNotFound();
  return error;
}
