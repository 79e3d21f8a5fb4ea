import type { IncomingMessage, ServerResponse } from 'node:http';

export const ANSWER_HEADERS: string[];
export function cachedPageMatcher(nextDir: string): (url: string) => boolean;
export function acceptedEncodings(header: string | string[] | undefined): { br: boolean; gzip: boolean };
export class CompressedBodies {
  constructor(maxBytes: number);
  readonly size: number;
  compressed(key: string, body: string | Buffer, accepts: { br: boolean; gzip: boolean }): { encoding: 'br' | 'gzip'; bytes: Buffer };
}
export function withCompressedPages(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  options: { isCachedPage: (url: string) => boolean; bodies: CompressedBodies },
): (req: IncomingMessage, res: ServerResponse) => unknown;
export function markSameForEveryone(res: ServerResponse): void;
