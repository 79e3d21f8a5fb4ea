/**
 * The one failure shape of the shop's JSON routes: `{ ok: false, message, code?, fieldErrors?, … }`.
 * Route handlers and the domain helpers written for them (a checkout RPC failure, an unlisted city)
 * throw an HttpError; lib/http/route.ts turns it into the response. Pure: no Next.js, no I/O.
 */
import type { FieldErrors } from '@/lib/errors/field-errors';

/** Extra fields of a failure body: a machine code, one message per field, or domain data. */
export interface FailureDetails {
  code?: string;
  fieldErrors?: FieldErrors;
  [key: string]: unknown;
}

export interface FailureBody extends FailureDetails {
  ok: false;
  message: string;
}

export class HttpError extends Error {
  readonly headers: Record<string, string>;

  constructor(
    readonly status: number,
    message: string,
    readonly details: FailureDetails = {},
    options: { headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'HttpError';
    this.headers = options.headers ?? {};
  }

  get body(): FailureBody {
    return { ok: false, message: this.message, ...this.details };
  }
}
