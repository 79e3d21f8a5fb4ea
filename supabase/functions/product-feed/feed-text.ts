/**
 * Text rules of the product feeds, pure (no Deno or Node API): the shop's function, the shop itself
 * and the unit tests import them alike.
 */

/** Characters XML 1.0 does not allow (C0 controls but tab/newline/CR, U+FFFE/U+FFFF, lone surrogates). */
const NOT_XML_CHAR =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Plain text for a feed field: characters no XML document may hold are dropped, and every run of
 * white space (line breaks included) becomes one space, trimmed at both ends.
 */
export function plainText(value: string | null | undefined): string {
  return (value ?? '').replace(NOT_XML_CHAR, '').replace(/\s+/g, ' ').trim();
}

/** Its length in characters (code points), as Google and Meta count them. */
export function charCount(value: string): number {
  return Array.from(value).length;
}

/** At most `max` characters; a cut value ends with "…". */
export function truncate(value: string, max: number): string {
  const chars = Array.from(value);
  return chars.length <= max
    ? value
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text content or attribute value for XML: the five special characters as entities, forbidden characters dropped. */
export function escapeXml(value: string): string {
  return value.replace(NOT_XML_CHAR, '').replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);
}

/**
 * A spreadsheet opening the CSV runs a cell that starts with one of these as a formula (OWASP "CSV
 * injection"): = + - @, and tab or carriage return, which some programs skip before looking.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180). A value that starts like a formula gets a leading apostrophe, which
 * spreadsheets read as "text" and do not show; then a value with a comma, a double quote, a line
 * break or white space at either end is quoted, its double quotes doubled.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Records joined with CRLF, each ending with one (RFC 4180). */
export function csvRows(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/** Whole rupees as Google and Meta want a price: "650.00 PKR". */
export function formatPrice(rupees: number): string {
  return `${rupees.toFixed(2)} PKR`;
}

/** A stored path ("/images/…") made absolute on the shop's URL; an absolute http(s) URL is kept. */
export function absoluteUrl(pathOrUrl: string, siteUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl.replace(/\/+$/, '')}/`).toString();
}
