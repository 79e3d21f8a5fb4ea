/**
 * Where the shop may send a shopper after signing in (redirectAfterAuth, the `next` of an email
 * link): a path on this site, never another host (ASVS 3.7.2). Refused: absolute URLs
 * (`https://evil.example`), protocol-relative ones (`//evil.example`), backslash tricks that
 * browsers read as `//` (`/\evil.example`), control characters that URL parsers drop (`/\t/evil`),
 * and anything not starting with a single `/`.
 */
export const REDIRECT_AFTER_AUTH_KEY = 'redirectAfterAuth';

const PROBE_ORIGIN = 'https://shop.invalid';

/** The same-site path (with query and fragment), or null when `value` is not one. */
export function safeRedirectTarget(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
