import { timingSafeEqual } from 'node:crypto';

/** Compares two signatures in constant time (for equal lengths), case-insensitively; a missing one never matches. */
export function signaturesMatch(received: string | null | undefined, expected: string): boolean {
  if (!received) return false;
  const a = Buffer.from(received.toUpperCase(), 'utf8');
  const b = Buffer.from(expected.toUpperCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
