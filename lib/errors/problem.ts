import type { FieldErrors } from '@/lib/errors/field-errors';
import type { ProblemCode } from './codes';

/** What a problem may carry besides its code. */
export interface ProblemDetails {
  /** Values its message names, e.g. `{ used: 3 }` for "… below the 3 times …". */
  values?: Record<string, string | number>;
  /** The words, when they are made where the problem is met: the database's, a schema's. */
  message?: string;
  /** One message per form field (a schema's refusal). */
  fieldErrors?: FieldErrors;
  /** Data the answer carries for the client (the new quote, the line's variant). */
  data?: Record<string, unknown>;
  /** Headers the answer carries (Retry-After). */
  headers?: Record<string, string>;
  /** Why, for the log; never shown. */
  cause?: unknown;
}

/**
 * A request the shop refuses, raised by domain code and by the request edge alike: a machine code
 * and what the answer needs. Nothing here chooses an HTTP status or words: the one table of
 * lib/http/problems.ts does, so a domain reads the same whether a route, a page or a script calls it.
 */
export class Problem extends Error {
  readonly code: ProblemCode;
  readonly details: ProblemDetails;

  constructor(code: ProblemCode, details: ProblemDetails = {}) {
    super(details.message ?? code, { cause: details.cause });
    this.name = 'Problem';
    this.code = code;
    this.details = details;
  }
}
