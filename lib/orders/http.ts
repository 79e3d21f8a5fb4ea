import 'server-only';
import type { NextResponse } from 'next/server';
import { failure } from '@/lib/contact/request-guards';
import { STOCK_CODES } from '@/lib/checkout/messages';
import type { RpcFailure } from './rpc-error';

export const SERVICE_UNAVAILABLE = 'The shop could not be reached just now. Please try again in a moment.';

/**
 * A failed checkout or order call as an HTTP answer: the database's message for business errors
 * (stock and price problems are 409, an unknown order 404), a generic message for anything else.
 */
export function rpcFailureResponse(rpc: RpcFailure, messageFor: (rpc: RpcFailure) => string = (r) => r.message): NextResponse {
  if (!rpc.business) {
    console.error('[orders] database call failed:', rpc.code, rpc.message);
    return failure(502, SERVICE_UNAVAILABLE);
  }
  const status = rpc.code === 'order_not_found' ? 404 : rpc.code === 'not_signed_in' ? 401 : STOCK_CODES.has(rpc.code) ? 409 : 400;
  const field = typeof rpc.context.field === 'string' ? rpc.context.field : undefined;
  return failure(status, messageFor(rpc), { code: rpc.code, ...(field ? { field } : {}), ...(typeof rpc.context.variant_id === 'number' ? { variantId: rpc.context.variant_id } : {}) });
}

/** The first message of a zod error, and one per field. */
export function zodFailure(issues: readonly { path: readonly PropertyKey[]; message: string }[], fallback: string): NextResponse {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? String(issue.path[issue.path[0] === 'details' && issue.path.length > 1 ? 1 : 0]) : 'form';
    fieldErrors[key] ??= issue.message;
  }
  return failure(400, issues[0]?.message ?? fallback, { fieldErrors });
}
