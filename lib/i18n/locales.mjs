// The shop's languages. English is served at the paths the spec names (/shop, /product/12…); Urdu
// under /ur (/ur/shop, /ur/product/12…). Both render from app/[locale]: next.config.mjs rewrites an
// English path to /en/… inside the server, and redirects an /en/… address to the one without it.
// Plain JavaScript, so next.config.mjs and the shop's server (server/) can import it.

/** @typedef {'en' | 'ur'} Locale */

/** @type {readonly Locale[]} */
export const LOCALES = ['en', 'ur'];

/** @type {Locale} */
export const DEFAULT_LOCALE = 'en';

/** The locale a shopper chose with the language switch, remembered for a year. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The folders of app/ beside [locale]: their paths are never an English page's, so never rewritten. */
export const UNLOCALIZED_ROUTES = ['api', 'auth', 'feeds', 'fonts', 'payment', 'product-photos', 'version.json'];

/** @param {unknown} value @returns {value is Locale} */
export function isLocale(value) {
  return typeof value === 'string' && /** @type {readonly string[]} */ (LOCALES).includes(value);
}

/** @param {Locale} locale */
export function directionOf(locale) {
  return locale === 'ur' ? 'rtl' : 'ltr';
}

/**
 * The locale an address is in, and the address without its locale: `/ur/shop` → ur and `/shop`,
 * `/ur` → ur and `/`, `/shop` → en and `/shop`.
 * @param {string} pathname
 * @returns {{ locale: Locale, path: string }}
 */
export function splitLocale(pathname) {
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    if (pathname === `/${locale}`) return { locale, path: '/' };
    if (pathname.startsWith(`/${locale}/`)) return { locale, path: pathname.slice(locale.length + 1) };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/**
 * The address of a shop path in a locale: `/shop` in ur → `/ur/shop`, `/` in ur → `/ur`; English
 * paths are unchanged. A path that is not the shop's (another site, `#top`, `mailto:`) is unchanged.
 * @param {string} path
 * @param {Locale} locale
 */
export function localizedPath(path, locale) {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/') || path.startsWith('//')) return path;
  const { locale: already } = splitLocale(path);
  if (already !== DEFAULT_LOCALE) return path;
  const [pathname = '', rest = ''] = splitAtQuery(path);
  if (isUnlocalizedPath(pathname)) return path;
  return pathname === '/' ? `/${locale}${rest}` : `/${locale}${pathname}${rest}`;
}

/**
 * Whether a path belongs to a route outside app/[locale] (UNLOCALIZED_ROUTES): the same in every language.
 * @param {string} pathname
 */
export function isUnlocalizedPath(pathname) {
  return UNLOCALIZED_ROUTES.some((route) => pathname === `/${route}` || pathname.startsWith(`/${route}/`));
}

/** @param {string} path @returns {[string, string]} */
function splitAtQuery(path) {
  const cut = path.search(/[?#]/);
  return cut === -1 ? [path, ''] : [path.slice(0, cut), path.slice(cut)];
}
