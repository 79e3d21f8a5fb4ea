import { DEFAULT_LOCALE, isLocale, type Locale } from './locales.mjs';

/**
 * The shop's language a browser asks for first in its Accept-Language header (`ur-PK,ur;q=0.9,en;q=0.8`
 * → ur), by quality and then by order; English when it names neither, or names them no better than `*`.
 */
export function localeFromAcceptLanguage(header: string | null): Locale {
  let best: { locale: Locale; quality: number } | null = null;
  for (const part of (header ?? '').split(',')) {
    const [range = '', ...parameters] = part.trim().toLowerCase().split(';');
    const language = range.split('-')[0]!;
    if (!isLocale(language)) continue;
    const quality = qualityOf(parameters);
    if (quality > 0 && (best === null || quality > best.quality)) best = { locale: language, quality };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

function qualityOf(parameters: string[]): number {
  const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
  if (q === undefined) return 1;
  const value = Number(q.slice(2));
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : 0;
}

/** The language to show a shopper who opens a page without one in its address: their choice if they made one, else their browser's. */
export function preferredLocale(cookie: string | undefined, acceptLanguage: string | null): Locale {
  return isLocale(cookie) ? cookie : localeFromAcceptLanguage(acceptLanguage);
}
