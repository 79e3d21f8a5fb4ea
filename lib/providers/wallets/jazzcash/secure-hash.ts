import { createHmac } from 'node:crypto';

/**
 * JazzCash's signature (Page Redirection v1.1 and the Payment Inquiry API; the sandbox
 * documentation's "Hashing Scheme"): the values of every non-empty field whose name starts with "pp"
 * except pp_SecureHash, in ascending ASCII order of the field names, joined with "&" behind the
 * integrity salt. Every value the shop signs is ASCII, so the guide's UTF-8 and ISO-8859-1 steps give
 * the same bytes.
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
