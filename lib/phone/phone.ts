/**
 * Phone numbers of shoppers in Pakistan (commerce-pakistan.md §3.5).
 *
 * The spec's rule (§5, §9) is "optional +, then at least 10 digits, spaces or dashes". That rule
 * alone lets through landlines, foreign numbers and strings of dashes, and does not normalise, so
 * the shop applies it first and then asks for a number it can use: a Pakistani mobile, in any
 * common spelling (0300-1234567, 0300 1234567, +92 300 1234567, 92…, 0092…), stored as
 * +923001234567. Every operator's range is accepted, including 0355 (SCOM, Gilgit-Baltistan),
 * which validators copied from the web often reject.
 *
 * Decision for numbers that pass the spec's pattern but are not Pakistani mobiles (landlines such
 * as Gilgit 05811-123456, foreign numbers, too many digits): they get the spec's own message,
 * "Please enter a valid phone number". Couriers call or text the customer's mobile for cash on
 * delivery, and orders store only mobiles (`orders.phone ~ '^\+923[0-9]{9}$'`), so a landline in
 * the profile would only fail later, at checkout. The same rule is `private.normalize_pk_mobile`
 * in the database.
 */

/** The spec's pattern: an optional +, then at least 10 digits, spaces or dashes. */
export const SPEC_PHONE_PATTERN = /^\+?[\d\s-]{10,}$/;

const PK_MOBILE = /^(?:\+92|0092|92|0)?(3\d{9})$/;

/** The number as +923XXXXXXXXX, or null when it is not a Pakistani mobile number. */
export function normalizePakistaniMobile(raw: string): string | null {
  const trimmed = raw.trim();
  if (!SPEC_PHONE_PATTERN.test(trimmed)) return null;
  const compact = trimmed.replace(/[\s-]/g, '');
  const match = PK_MOBILE.exec(compact);
  return match ? `+92${match[1]}` : null;
}

/** Whether the shop accepts the number (the spec's pattern, and a Pakistani mobile). */
export function isValidPhone(raw: string): boolean {
  return normalizePakistaniMobile(raw) !== null;
}

/** +923001234567 → 0300-1234567, the way Pakistanis write a mobile number. Other input is returned as is. */
export function formatPakistaniMobile(stored: string): string {
  const normalized = normalizePakistaniMobile(stored);
  if (!normalized) return stored;
  const national = `0${normalized.slice(3)}`;
  return `${national.slice(0, 4)}-${national.slice(4)}`;
}
