import { GENERIC_AUTH_ERROR } from './messages';
import type { ApiFailure, SessionResponse } from './types';

/**
 * The browser's calls to the shop's own auth routes (the BFF: the browser has no Supabase client).
 * POSTs are sent once and never replayed (architecture rule 4); only the idempotent GETs retry.
 */
export async function postJson<T extends { ok: boolean }>(path: string, body: unknown, method: 'POST' | 'PUT' = 'POST'): Promise<T | ApiFailure> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body ?? {}),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    return { ok: false, message: GENERIC_AUTH_ERROR };
  }
  const parsed = (await response.json().catch(() => null)) as (T | ApiFailure) | null;
  if (parsed && typeof parsed === 'object' && 'ok' in parsed) return parsed;
  return { ok: false, message: GENERIC_AUTH_ERROR };
}

/** GET with the spec's retry for idempotent reads: up to 3 more tries, 1 s apart, on a network error or 5xx. */
export async function getJsonWithRetry<T>(
  path: string,
  { retries = 3, delayMs = 1000, signal }: { retries?: number; delayMs?: number; signal?: AbortSignal } = {},
): Promise<T> {
  let lastError: unknown = null;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (attempt > 0) await wait(delayMs, signal);
    try {
      const response = await fetch(path, { headers: { Accept: 'application/json' }, credentials: 'same-origin', signal });
      if (response.ok) return (await response.json()) as T;
      lastError = new Error(`${path} answered ${response.status}`);
      if (response.status < 500) break;
    } catch (error) {
      if (signal?.aborted) throw error;
      lastError = error;
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

/** Who is signed in, according to the server (no retries: the caller asks again on focus). */
export async function fetchSession(): Promise<SessionResponse | null> {
  try {
    const response = await fetch('/api/auth/session', { headers: { Accept: 'application/json' }, credentials: 'same-origin', cache: 'no-store' });
    if (!response.ok) return null;
    return (await response.json()) as SessionResponse;
  } catch {
    return null;
  }
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}
