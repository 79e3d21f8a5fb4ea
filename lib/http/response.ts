import { NextResponse } from 'next/server';

/**
 * Every JSON answer of the shop's routes is about one request (often one shopper): no cache keeps
 * it, and it is never sniffed as anything but JSON. A route that may be cached (the city list) says
 * so with its own Cache-Control.
 */
const JSON_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
};

export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): NextResponse {
  return NextResponse.json(body, { status: init.status ?? 200, headers: { ...JSON_HEADERS, ...init.headers } });
}

/**
 * A Server-Sent Events answer: never cached or transformed (a compressing proxy, or Next's own
 * compression, would hold the events back), never sniffed, and not buffered by nginx.
 */
export function eventStream(body: ReadableStream<Uint8Array>): NextResponse {
  return new NextResponse(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'private, no-store, no-transform',
      'X-Content-Type-Options': 'nosniff',
      'X-Accel-Buffering': 'no',
    },
  });
}
