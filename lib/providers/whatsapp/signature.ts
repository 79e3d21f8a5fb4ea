import { createHmac, timingSafeEqual } from 'node:crypto';

/** Meta's X-Hub-Signature-256 value for a body: `sha256=` and the HMAC-SHA256 of the raw bytes with the app secret, in hex. */
export function webhookSignature(rawBody: string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody, 'utf8').digest('hex')}`;
}

/** Whether a webhook's X-Hub-Signature-256 is the body's, compared in constant time; a missing or malformed one never is. */
export function webhookSignatureMatches(rawBody: string, header: string | null, appSecret: string): boolean {
  if (!header || !/^sha256=[0-9a-fA-F]{64}$/.test(header)) return false;
  const expected = Buffer.from(webhookSignature(rawBody, appSecret), 'utf8');
  const received = Buffer.from(`sha256=${header.slice('sha256='.length).toLowerCase()}`, 'utf8');
  return timingSafeEqual(received, expected);
}

/** Compares two secrets in constant time whatever their lengths (the verify token). */
export function secretsMatch(received: string, expected: string): boolean {
  const a = createHmac('sha256', 'verify-token').update(received).digest();
  const b = createHmac('sha256', 'verify-token').update(expected).digest();
  return timingSafeEqual(a, b);
}
