import type { PendingChange } from './local-favorites';

/**
 * The browser's calls to the shop's favourites routes (app/api/favorites). Status 0 is a network
 * failure; `message` is the server's when it sent one.
 */
export type ApiOutcome<T> = { ok: true; value: T } | { ok: false; status: number; message: string | null };

async function send<T>(method: 'GET' | 'POST' | 'DELETE', body: unknown, read: (json: Record<string, unknown>) => T): Promise<ApiOutcome<T>> {
  let response: Response;
  try {
    response = await fetch('/api/favorites', {
      method,
      headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    return { ok: false, status: 0, message: null };
  }
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok && json?.ok === true) return { ok: true, value: read(json) };
  const message = typeof json?.message === 'string' && json.message.trim() !== '' ? json.message : null;
  return { ok: false, status: response.ok ? 502 : response.status, message };
}

export function fetchFavoriteIds(): Promise<ApiOutcome<number[]>> {
  return send('GET', undefined, (json) => (Array.isArray(json.productIds) ? (json.productIds as number[]) : []));
}

export function sendFavoriteChange(change: PendingChange): Promise<ApiOutcome<null>> {
  return send(change.favorite ? 'POST' : 'DELETE', { productId: change.productId }, () => null);
}
