import { createDecipheriv, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The sandbox's own copy of the providers' signatures and of its credentials: the sandboxes service
 * stands apart from the shop (reached only through SANDBOXES_URL), so it signs as the provider would,
 * independently of the shop's code. The shop holds the same credentials in
 * lib/providers/wallets/<wallet>/sandbox.ts (tests/integration/payments-wallets.test.ts checks that they agree).
 */
export const JAZZCASH = { merchantId: 'SANDBOXJC01', password: 'sandbox-pass', integritySalt: 'sandboxsalt01' } as const;
export const EASYPAISA = { storeId: '90001', hashKey: 'SANDBOXHASHKEY16', username: 'sandbox', password: 'sandbox-pass' } as const;

/** Where the shop receives each provider's server-to-server notification, below the return URL's origin. */
export const ipnPath = (provider: 'jazzcash' | 'easypaisa') => `/api/payments/${provider}/ipn`;

/** JazzCash: HMAC-SHA256 (key: integrity salt) of salt & the non-empty pp fields' values sorted by name; upper-case hex. */
function jazzCashHash(fields: Readonly<Record<string, string>>): string {
  const values = Object.keys(fields)
    .filter((name) => name.toLowerCase().startsWith('pp') && name !== 'pp_SecureHash' && fields[name] !== '')
    .sort()
    .map((name) => fields[name]);
  return createHmac('sha256', JAZZCASH.integritySalt)
    .update([JAZZCASH.integritySalt, ...values].join('&'))
    .digest('hex')
    .toUpperCase();
}

export function jazzCashSigned(fields: Record<string, string>): Record<string, string> {
  return { ...fields, pp_SecureHash: jazzCashHash(fields) };
}

export function jazzCashHashMatches(fields: Readonly<Record<string, string>>): boolean {
  const received = Buffer.from((fields.pp_SecureHash ?? '').toUpperCase());
  const expected = Buffer.from(jazzCashHash(fields));
  return received.length === expected.length && timingSafeEqual(received, expected);
}

/** Easypay: the merchantHashedReq must decrypt (AES-128-ECB, hash key) to the sorted non-empty name=value pairs posted. */
export function easypayHashMatches(fields: Readonly<Record<string, string>>): boolean {
  const { merchantHashedReq, ...posted } = fields;
  const expected = Object.keys(posted)
    .filter((name) => posted[name] !== '')
    .sort()
    .map((name) => `${name}=${posted[name]}`)
    .join('&');
  try {
    const decipher = createDecipheriv('aes-128-ecb', Buffer.from(EASYPAISA.hashKey), null);
    return Buffer.concat([decipher.update(Buffer.from(merchantHashedReq ?? '', 'base64')), decipher.final()]).toString('utf8') === expected;
  } catch {
    return false;
  }
}
