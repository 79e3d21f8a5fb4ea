import { locale as rootLocale } from 'next/root-params';
import { DEFAULT_LOCALE, isLocale, localizedPath, LOCALES, type Locale } from './locales.mjs';

/** The locale of the page being rendered (app/[locale]'s segment); English outside it (the global 404 page). */
export async function currentLocale(): Promise<Locale> {
  try {
    const locale = await rootLocale();
    return isLocale(locale) ? locale : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** The Open Graph locale of a page (`en_PK`, `ur_PK`). */
export function openGraphLocale(locale: Locale): string {
  return `${locale}_PK`;
}

/**
 * A page's canonical address in its own language, and its address in each language for search
 * engines (hreflang), English standing for any other language (x-default).
 */
export function languageAlternates(path: string, locale: Locale) {
  return {
    canonical: localizedPath(path, locale),
    languages: {
      ...Object.fromEntries(LOCALES.map((each) => [each, localizedPath(path, each)])),
      'x-default': localizedPath(path, DEFAULT_LOCALE),
    },
  };
}
