import { ProviderUnreachableError } from './types';

const INQUIRY_TIMEOUT_MS = 10_000;

/** POSTs JSON and returns the JSON object answered; any failure to get one is ProviderUnreachableError. */
export async function postJson(url: string, body: unknown, headers: Record<string, string>): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(INQUIRY_TIMEOUT_MS),
      cache: 'no-store',
    });
  } catch (error) {
    throw new ProviderUnreachableError(`Could not reach ${url}: ${(error as Error).message}`);
  }
  if (!response.ok) throw new ProviderUnreachableError(`${url} answered ${response.status}`);
  const answer: unknown = await response.json().catch(() => null);
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) throw new ProviderUnreachableError(`${url} did not answer a JSON object`);
  return answer as Record<string, unknown>;
}
