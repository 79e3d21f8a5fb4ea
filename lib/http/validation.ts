import type { z } from 'zod';
import { BAD_REQUEST } from './messages';
import { HttpError, type FieldErrors } from './errors';

export interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * One message per field, the first one zod reports (schemas list their rules in the order a shopper
 * should read them). The field is the innermost named key of the issue's path, so the delivery
 * details of an order (`details.phone`) are reported as `phone`, as on the sign-up form; an issue
 * about the whole input is `form`.
 */
export function toFieldErrors(issues: readonly Issue[]): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.filter((part): part is string => typeof part === 'string').at(-1) ?? 'form';
    fieldErrors[key] ??= issue.message;
  }
  return fieldErrors;
}

/** A 400 with the first message as `message` and one message per field. */
function validationError(issues: readonly Issue[]): HttpError {
  return new HttpError(400, issues[0]?.message ?? BAD_REQUEST, { fieldErrors: toFieldErrors(issues) });
}

/**
 * Runs a schema; a refusal is the 400 above. A schema that throws on odd input (a transform that did
 * not expect it) is a 400 as well: what a client sends never makes the server answer 5xx.
 */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown): T {
  let result: ReturnType<z.ZodType<T>['safeParse']>;
  try {
    result = schema.safeParse(value);
  } catch (error) {
    throw new HttpError(400, BAD_REQUEST, {}, { cause: error });
  }
  if (!result.success) throw validationError(result.error.issues);
  return result.data;
}
