import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

type Env = Record<string, string | undefined>;

export function serverSecurityHeaders(env?: Env): Record<string, string>;
export function withSecurityHeadersOnErrors(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  env?: Env,
): (req: IncomingMessage, res: ServerResponse) => unknown;
export function answerUnparsableRequest(env?: Env): (error: Error & { code?: string }, socket: Socket) => void;
