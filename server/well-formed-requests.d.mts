import type { IncomingMessage, ServerResponse } from 'node:http';

export const BAD_REQUEST_MESSAGE: string;
export function publicFilePaths(publicDir: string): Set<string>;
export function withWellFormedRequests(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  env?: Record<string, string | undefined>,
  publicFiles?: ReadonlySet<string>,
): (req: IncomingMessage, res: ServerResponse) => unknown;
