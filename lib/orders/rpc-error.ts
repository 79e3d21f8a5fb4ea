import { Problem } from '@/lib/errors/problem';
import { isDatabaseProblemCode as isProblemCode, type DatabaseProblemCode as ProblemCode } from '@/lib/errors/database-codes';

/**
 * A failed call of one of the checkout SQL functions, as supabase-js reports it: business errors are
 * SQLSTATE P0001 with detail = a machine code and hint = JSON context; 42501 is "not allowed". Only
 * an error with one of the shop's codes is a business error: anything else (a bug, Postgres' own
 * "permission denied") is 'internal', logged and never shown.
 */
export interface RpcFailure {
  /** The machine code (out_of_stock, coupon_expired, …), or 'internal' for anything unexpected. */
  code: ProblemCode | 'internal';
  /** The database's message for people (only shown for business errors). */
  message: string;
  context: Record<string, unknown>;
  business: boolean;
}

export function toRpcFailure(error: { code?: string; message?: string; details?: string | null; hint?: string | null }): RpcFailure {
  let context: Record<string, unknown> = {};
  try {
    const parsed: unknown = error.hint ? JSON.parse(error.hint) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) context = parsed as Record<string, unknown>;
  } catch {
    context = {};
  }
  const business = (error.code === 'P0001' || error.code === '42501') && isProblemCode(error.details);
  return { code: business && isProblemCode(error.details) ? error.details : 'internal', message: error.message ?? '', context, business };
}

/**
 * A failed checkout or order call as the problem it answers with: the database's words for business
 * errors (or `messageFor`'s), with the field or variant it concerns; anything else is backend_failed,
 * its cause logged. The statuses are lib/http/problems.ts's.
 */
export function rpcHttpError(rpc: RpcFailure, messageFor: (rpc: RpcFailure) => string = (r) => r.message): Problem {
  if (rpc.code === 'internal') return new Problem('backend_failed', { cause: `${rpc.code}: ${rpc.message}` });
  const data: Record<string, unknown> = {};
  if (typeof rpc.context.field === 'string') data.field = rpc.context.field;
  if (typeof rpc.context.variant_id === 'number') data.variantId = rpc.context.variant_id;
  return new Problem(rpc.code, { message: messageFor(rpc), data });
}
