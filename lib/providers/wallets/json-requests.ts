import { ProviderUnreachableError } from './wallet';

const INQUIRY_TIMEOUT_MS = 10_000;

/** POSTs JSON and returns the JSON object answered; any failure to get one is ProviderUnreachableError. */
export function postJson(url: string, body: unknown, headers: Record<string, string>): Promise<Record<string, unknown>> {
  return requestJson(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

/** GETs a JSON object, with the same failures as postJson. */
export function getJson(url: string): Promise<Record<string, unknown>> {
  return requestJson(url, { method: 'GET' });
}

async function requestJson(
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: string },
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { Accept: 'application/json', ...init.headers },
      signal: AbortSignal.timeout(INQUIRY_TIMEOUT_MS),
      cache: 'no-store',
      redirect: 'error',
    });
  } catch (error) {
    throw new ProviderUnreachableError(`Could not reach ${url}: ${(error as Error).message}`);
  }
  if (!response.ok) throw new ProviderUnreachableError(`${url} answered ${response.status}`);
  const answer: unknown = await response.json().catch(() => null);
  if (!answer || typeof answer !== 'object' || Array.isArray(answer))
    throw new ProviderUnreachableError(`${url} did not answer a JSON object`);
  return answer as Record<string, unknown>;
}
