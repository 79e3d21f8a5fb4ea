/**
 * Meta's customer-information normalisation and hashing (commerce-pakistan.md §4.3; Meta's
 * "customer information parameters"): email trimmed and lower-cased; phone reduced to digits with
 * the country code and no leading zeros (0300-1234567 → 923001234567); then SHA-256 as lowercase
 * hex. A hash of an un-normalised value never matches, so both steps are here together.
 */

/** `em`: trimmed, lower-cased; null when empty. */
export function normalizeEmailForMeta(email: string): string | null {
  const value = email.trim().toLowerCase();
  return value === '' ? null : value;
}

/**
 * `ph`: digits only, with the country code. A national Pakistani number (leading 0) gets 92 in
 * place of the 0; a number written with an international prefix (+, 00) keeps its code. Leading
 * zeros are removed. Null when nothing plausible is left.
 */
export function normalizePhoneForMeta(phone: string, defaultCountryCode = '92'): string | null {
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (digits === '') return null;
  const international = trimmed.startsWith('+') || digits.startsWith('00');
  digits = digits.replace(/^0+/, '');
  if (!international && /^0\d/.test(trimmed.replace(/[^\d]/g, '')) && !digits.startsWith(defaultCountryCode)) {
    digits = `${defaultCountryCode}${digits}`;
  }
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}

/** SHA-256 of the UTF-8 text, as lowercase hex (WebCrypto: the browser and Node alike). */
export async function sha256Hex(value: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Advanced-matching fields for the pixel: only what could be normalised, hashed. */
export interface PixelUserData {
  em?: string;
  ph?: string;
}

export async function hashedUserData(input: { email?: string | null; phone?: string | null }): Promise<PixelUserData> {
  const em = input.email ? normalizeEmailForMeta(input.email) : null;
  const ph = input.phone ? normalizePhoneForMeta(input.phone) : null;
  const data: PixelUserData = {};
  if (em) data.em = await sha256Hex(em);
  if (ph) data.ph = await sha256Hex(ph);
  return data;
}
