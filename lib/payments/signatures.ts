import { createCipheriv, createDecipheriv, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The two providers' signatures, with no other import so that the embedded backend's sandbox signs
 * with exactly the code the shop verifies with.
 *
 * JazzCash (Page Redirection v1.1 and the Payment Inquiry API; the sandbox documentation's "Hashing
 * Scheme"): the values of every non-empty field whose name starts with "pp" except pp_SecureHash, in
 * ascending ASCII order of the field names, joined with "&" behind the integrity salt. Every value the
 * shop signs is ASCII, so the guide's UTF-8 and ISO-8859-1 steps give the same bytes.
 */
export function jazzCashHashInput(fields: Readonly<Record<string, string>>, integritySalt: string): string {
  const values = Object.keys(fields)
    .filter((name) => name.toLowerCase().startsWith('pp') && name !== 'pp_SecureHash' && fields[name] !== '')
    .sort()
    .map((name) => fields[name]);
  return [integritySalt, ...values].join('&');
}

/** HMAC-SHA256 of jazzCashHashInput keyed with the integrity salt, hex in upper case (compared case-insensitively: the documented example is lower case). */
export function jazzCashSecureHash(fields: Readonly<Record<string, string>>, integritySalt: string): string {
  return createHmac('sha256', integritySalt).update(jazzCashHashInput(fields, integritySalt), 'utf8').digest('hex').toUpperCase();
}

/**
 * Easypaisa Easypay hosted checkout: the non-empty request fields as "name=value" sorted by name and
 * joined with "&", encrypted with AES-128-ECB (PKCS#5 padding) under the store's 16-character hash
 * key, base64.
 */
export function easypaisaHashedRequest(fields: Readonly<Record<string, string>>, hashKey: string): string {
  const text = Object.keys(fields)
    .filter((name) => fields[name] !== '')
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(hashKey, 'utf8'), null);
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
}

/** The plain "name=value&…" text of a hashed request; null when it does not decrypt under the key. */
export function decryptEasypaisaHashedRequest(hashed: string, hashKey: string): string | null {
  try {
    const decipher = createDecipheriv('aes-128-ecb', Buffer.from(hashKey, 'utf8'), null);
    return Buffer.concat([decipher.update(Buffer.from(hashed, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** Compares two signatures in constant time (for equal lengths); a missing one never matches. */
export function signaturesMatch(received: string | null | undefined, expected: string): boolean {
  if (!received) return false;
  const a = Buffer.from(received.toUpperCase(), 'utf8');
  const b = Buffer.from(expected.toUpperCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
