import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/client';

/**
 * The browser's data layer policy (spec §7, §9: "retried up to 3 times, 1 second apart"), applied
 * where it is safe (architecture rule 4): reads retry on a network error or a 5xx, never on a 4xx
 * (the answer would be the same). Writes are never replayed automatically, except those an
 * idempotency key makes safe to repeat (placing an order: IDEMPOTENT_WRITE_RETRY).
 */
const READ_RETRIES = 3;
const RETRY_DELAY_MS = 1000;

/** A network failure (status 0) or a server error may go away; anything else will not. */
function isTransient(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

/** React Query's `retry`: `failureCount` is the number of failed attempts before this one. */
function retryTransient(failureCount: number, error: unknown): boolean {
  return failureCount < READ_RETRIES && isTransient(error);
}

export const IDEMPOTENT_WRITE_RETRY = { retry: retryTransient, retryDelay: RETRY_DELAY_MS } as const;

/** A read that failed for good is logged (spec §8: "error logged"), under its `meta.errorMessage` when it has one. */
function logFailedRead(error: unknown, query: { meta?: Record<string, unknown> }) {
  const label = typeof query.meta?.errorMessage === 'string' ? query.meta.errorMessage : 'A request to the shop failed';
  console.error(`${label}:`, error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: logFailedRead }),
    defaultOptions: {
      queries: {
        retry: retryTransient,
        retryDelay: RETRY_DELAY_MS,
        // The pages are server-rendered; data is asked for again when it matters (see each query), not on every focus.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
