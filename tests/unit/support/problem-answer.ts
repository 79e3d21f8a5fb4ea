import { Problem } from '@/lib/errors/problem';
import { answerOf } from '@/lib/http/problems';

/** A refusal as the shop answers it (by the one table): status, words, headers and JSON body. */
export function answered(error: unknown): {
  status: number;
  message: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
} {
  if (!(error instanceof Problem)) throw error;
  const answer = answerOf(error);
  return { status: answer.status, message: answer.body.message, headers: answer.headers, body: answer.body };
}
