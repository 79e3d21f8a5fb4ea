import { isDatabaseProblemCode } from './database-codes';
import { Problem } from './problem';

/** A failed call of one of the shop's SQL functions, as supabase-js reports it. */
export interface DatabaseError {
  code?: string;
  message?: string;
  details?: string | null;
  hint?: string | null;
}

/**
 * The problem a failed SQL function call answers with. Business errors are SQLSTATE P0001 (or 42501,
 * "not allowed") with detail = one of the shop's codes and hint = JSON context: they keep the
 * database's words and the field or variant they concern. Anything else (a bug, Postgres' own
 * "permission denied") is backend_failed, its cause logged and never shown.
 */
export function databaseProblem(error: DatabaseError): Problem {
  const raised = error.code === 'P0001' || error.code === '42501';
  if (!raised || !isDatabaseProblemCode(error.details)) {
    return new Problem('backend_failed', { cause: `${error.code ?? ''}: ${error.message ?? ''}` });
  }
  const context = hintContext(error.hint);
  const data: Record<string, unknown> = {};
  if (typeof context.field === 'string') data.field = context.field;
  if (typeof context.variant_id === 'number') data.variantId = context.variant_id;
  return new Problem(error.details, { message: error.message ?? '', data });
}

function hintContext(hint: string | null | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = hint ? JSON.parse(hint) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
