import { createCipheriv, createDecipheriv } from 'node:crypto';

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
