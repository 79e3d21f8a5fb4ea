import { DatabaseError, type Database, type Transaction } from '../db/database.ts';
import { effectiveToken } from '../http/gateway.ts';
import type { ApiRequest } from '../http/request.ts';
import type { JwtClaims, JwtFailure, JwtSigner } from '../jwt.ts';
import { errors } from './storage-errors.ts';

type Role = 'anon' | 'authenticated' | 'service_role';

export interface Caller {
  role: Role;
  claims: JwtClaims;
  /** The user id when the JWT names one (kept as the object's owner). */
  userId: string | null;
}

const ROLES = new Set<string>(['anon', 'authenticated', 'service_role']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The messages Storage's JWT library (jose) gives, which Storage passes on in AccessDenied. */
const JWT_MESSAGES: Record<JwtFailure, string> = {
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
  const sub = result.claims.sub;
  return { role: role as Role, claims: result.claims, userId: typeof sub === 'string' && UUID.test(sub) ? sub : null };
}

/**
 * Runs `fn` in one transaction as the caller's database role with its claims, so the RLS
 * policies on storage.objects and storage.buckets decide, as they do on hosted Storage.
 * service_role bypasses RLS.
 */
export async function asCaller<T>(db: Database, caller: Caller, fn: (tx: Transaction) => Promise<T>, readOnly = false): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true)`,
        [caller.role, JSON.stringify(caller.claims), caller.userId ?? ''],
      );
      return fn(tx);
    }, { readOnly });
  } catch (error) {
    throw toStorageError(error);
  }
}

/** supabase/storage `src/storage/database/errors.ts`: RLS refusals are AccessDenied, unique violations Duplicate. */
function toStorageError(error: unknown): unknown {
  if (!(error instanceof DatabaseError)) return error;
  if (error.code === '42501') {
    return errors.accessDenied(error.message.includes('row-level security') ? 'new row violates row-level security policy' : error.message);
  }
  if (error.code === '23505') return errors.duplicate();
  return error;
}
