import { CourierUnreachableError } from './courier';

/** Long enough for a courier's slow day, short enough that the owner is not left waiting. */
export const COURIER_TIMEOUT_MS = 15_000;

export interface CourierAnswer {
  /** The HTTP status; 5xx never gets here. */
  status: number;
  body: Record<string, unknown>;
}

/**
 * Asks a courier's API and reads its JSON answer. No answer, a timeout, HTTP 5xx or a body that is
 * not a JSON object is CourierUnreachableError; what the answer says is the caller's to judge.
 */
export async function askCourier(
  courier: string,
  url: string,
  init: { method: 'GET' | 'POST' | 'PUT'; headers?: Record<string, string>; body?: unknown },
  timeoutMs: number,
): Promise<CourierAnswer> {
  const where = url.split('?')[0];
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        Accept: 'application/json',
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
      redirect: 'error',
    });
  } catch (error) {
    const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : (error as Error).message;
    throw new CourierUnreachableError(`${courier} could not be reached (${where}): ${reason}`);
  }
  if (response.status >= 500) throw new CourierUnreachableError(`${courier} answered HTTP ${response.status} (${where})`);
  const body: unknown = await response.json().catch(() => null);
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new CourierUnreachableError(`${courier} answered something that is not JSON (${where}, HTTP ${response.status})`);
  }
  return { status: response.status, body: body as Record<string, unknown> };
}

/** A field of a courier's answer as text ('' when missing). */
export function textOf(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

/** A courier's local time ("2026-11-28 14:05:00" or "2026-11-28T14:05:00") as ISO 8601 in Asia/Karachi (+05:00, no daylight saving). */
export function karachiIso(localTime: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?/.exec(localTime.trim());
  if (!match) return localTime;
  if (/(Z|[+-]\d{2}:?\d{2})$/.test(localTime.trim())) return new Date(localTime.trim()).toISOString();
  return `${match[1]}T${match[2]}${match[3] ?? ':00'}+05:00`;
}

/** YYYY-MM-DD of a moment in Asia/Karachi, as the couriers' date filters take it. */
export function karachiDate(moment: Date): string {
  return new Date(moment.getTime() + 5 * 3_600_000).toISOString().slice(0, 10);
}
