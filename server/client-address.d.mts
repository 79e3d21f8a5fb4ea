import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function trustedProxyHops(value: string | undefined): number;
export declare function clientAddress(forwardedFor: string | string[] | undefined, socketAddress: string | undefined, hops: number): string;
export declare function withClientAddress(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  hops: number,
): (req: IncomingMessage, res: ServerResponse) => unknown;
