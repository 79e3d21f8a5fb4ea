/**
 * A failed call of one of the checkout SQL functions, as supabase-js reports it: business errors are
 * SQLSTATE P0001 with detail = a machine code and hint = JSON context; 42501 is "not allowed".
 */
export interface RpcFailure {
  /** The machine code (out_of_stock, coupon_expired, …), or 'internal' for anything unexpected. */
  code: string;
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
  const business = error.code === 'P0001' || error.code === '42501';
  return { code: business && error.details ? error.details : 'internal', message: error.message ?? '', context, business };
}
