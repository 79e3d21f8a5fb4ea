import type { z } from 'zod';
import { toFieldErrors } from '@/lib/errors/field-errors';
import { Problem } from '@/lib/errors/problem';

/**
 * Runs a schema; a refusal is `validation_failed` with the first message as the answer's words and
 * one message per field. A schema that throws on odd input (a transform that did not expect it) is a
 * `bad_request`: what a client sends never makes the server answer 5xx.
 */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown): T {
  let result: ReturnType<z.ZodType<T>['safeParse']>;
  try {
    result = schema.safeParse(value);
  } catch (error) {
    throw new Problem('bad_request', { cause: error });
  }
  if (!result.success) {
    const { issues } = result.error;
    if (issues.length === 0) throw new Problem('bad_request');
    throw new Problem('validation_failed', { message: issues[0]!.message, fieldErrors: toFieldErrors(issues) });
  }
  return result.data;
}
