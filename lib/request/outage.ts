import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whether the backend was unreachable during the current request. The Supabase clients turn a
 * refused connection into an ordinary error result, so the route edge cannot tell an outage from a
 * failed query by the error alone; the clients' fetch records it here instead, and lib/http/route.ts
 * answers such a request with 503 and Retry-After rather than a 5xx that reads as a bug.
 */
const requestState = new AsyncLocalStorage<{ unreachable: boolean }>();

/** Seconds a client is asked to wait before retrying during an outage. */
export const OUTAGE_RETRY_AFTER_SECONDS = 30;

/** Runs one request, reporting whether any backend call failed to connect or met a gateway error. */
export async function watchingBackend<T>(work: () => Promise<T>): Promise<{ result: T; unreachable: boolean }> {
  const state = { unreachable: false };
  const result = await requestState.run(state, work);
  return { result, unreachable: state.unreachable };
}

/** `base` for the Supabase clients, recording a connection failure (or 502/503/504 from a gateway). */
export function outageAware(base: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    try {
      const response = await base(input, init);
      if (response.status === 502 || response.status === 503 || response.status === 504) markUnreachable();
      return response;
    } catch (error) {
      markUnreachable();
      throw error;
    }
  };
}

function markUnreachable(): void {
  const state = requestState.getStore();
  if (state) state.unreachable = true;
}
