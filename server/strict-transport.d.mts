import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function clientScheme(forwardedProto: string | string[] | undefined, socketEncrypted: boolean, hops: number): string;
export declare function withStrictTransport(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  options: { siteUrl: string | undefined; hops: number },
): (req: IncomingMessage, res: ServerResponse) => unknown;
