import type { IncomingMessage, ServerResponse } from 'node:http';

export function isKeptSearch(url: string): boolean;
export class KeptPages {
  constructor(maxBytes: number, options?: { ttlMs?: number; now?: () => number });
  readonly size: number;
  get(url: string): { headers: [string, string | number | string[]][]; body: Buffer; keptAt: number } | undefined;
  set(url: string, page: { headers: [string, string | number | string[]][]; body: Buffer }): void;
  clear(): void;
}
export function forgetOnShopChanges(pages: KeptPages): void;
export function withKeptSearchPages(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  pages: KeptPages,
): (req: IncomingMessage, res: ServerResponse) => unknown;
