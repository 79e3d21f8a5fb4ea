import { STOCK_CODES } from '@/lib/checkout/messages';
import { HttpError } from '@/lib/http/errors';
import { SERVICE_UNAVAILABLE } from '@/lib/http/messages';
import { isProblemCode, ORDER_LIMIT_CODES, type ProblemCode } from './problem-codes';

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
 * A failed checkout or order call as the route's answer: the database's message for business errors
 * (stock and price problems are 409, an unknown order 404, no session 401, a guest-order limit 429), with the machine code and
 * the field or variant it concerns; anything else is a 502 with a generic message, its cause logged.
 */
export function rpcHttpError(rpc: RpcFailure, messageFor: (rpc: RpcFailure) => string = (r) => r.message): HttpError {
  if (!rpc.business) return new HttpError(502, SERVICE_UNAVAILABLE, {}, { cause: `${rpc.code}: ${rpc.message}` });
  const status =
    rpc.code === 'order_not_found'
      ? 404
      : rpc.code === 'not_signed_in'
        ? 401
        : STOCK_CODES.has(rpc.code)
          ? 409
          : ORDER_LIMIT_CODES.has(rpc.code)
            ? 429
            : 400;
  const field = typeof rpc.context.field === 'string' ? rpc.context.field : undefined;
  const variantId = typeof rpc.context.variant_id === 'number' ? rpc.context.variant_id : undefined;
  return new HttpError(status, messageFor(rpc), {
    code: rpc.code,
    ...(field ? { field } : {}),
    ...(variantId !== undefined ? { variantId } : {}),
  });
}
