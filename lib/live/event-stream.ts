import 'server-only';
import type { ConsoleHint } from './hints';

/** How long an EventSource waits before reconnecting after the stream broke. */
export const RETRY_MS = 3_000;
/** A comment this often keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;

const encoder = new TextEncoder();

/** One Server-Sent Event: its name and its data as one line of JSON. */
export function eventFrame(hint: ConsoleHint): string {
  return hint.kind === 'change' ? `event: change\ndata: ${JSON.stringify({ table: hint.table })}\n\n` : 'event: ready\ndata: {}\n\n';
}

interface StreamOptions {
  /** Starts listening with `send`; returns the function that stops. */
  listen: (send: (hint: ConsoleHint) => void) => () => void;
  /** The request's signal: the stream ends when the browser goes away. */
  signal: AbortSignal;
  /** Called once when the stream ends, however it ends. */
  onEnd: () => void;
}

/**
 * The body of a live stream: `retry:` first, then every hint `listen` sends, and a heartbeat
 * comment every HEARTBEAT_MS, until the request is aborted or the reader cancels.
 */
export function consoleEventStream({ listen, signal, onEnd }: StreamOptions): ReadableStream<Uint8Array> {
  let end = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let ended = false;
      const write = (text: string) => {
        if (ended) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          end();
        }
      };
      write(`retry: ${RETRY_MS}\n\n`);
      const heartbeat = setInterval(() => write(': heartbeat\n\n'), HEARTBEAT_MS);
      const stop = listen((hint) => write(eventFrame(hint)));
      end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        signal.removeEventListener('abort', end);
        stop();
        onEnd();
        try {
          controller.close();
        } catch {
          // Already cancelled by the reader.
        }
      };
      if (signal.aborted) end();
      else signal.addEventListener('abort', end);
    },
    cancel() {
      end();
    },
  });
}
