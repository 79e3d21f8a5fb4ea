import type { IncomingMessage, ServerResponse } from 'node:http';

export const BAD_REQUEST_MESSAGE: string;
export function withWellFormedRequests(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  env?: Record<string, string | undefined>,
): (req: IncomingMessage, res: ServerResponse) => unknown;
