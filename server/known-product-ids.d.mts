import type { IncomingMessage, ServerResponse } from 'node:http';

export const NOT_FOUND_PATH: string;
export class KnownProductIds {
  constructor(load: () => Promise<number[]>, maxAgeMs?: number, minRefreshMs?: number, now?: () => number);
  mayExist(segment: string): Promise<boolean>;
}
export function resolvedPathname(url: string): string;
export function productPathSegment(url: string): string | null;
export function withProductGuard(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  known: KnownProductIds,
): (req: IncomingMessage, res: ServerResponse) => Promise<unknown>;
export function productIdsFrom(origin: string): () => Promise<number[]>;
