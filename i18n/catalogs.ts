import type {} from 'next-intl';
import type { Locale } from '@/lib/i18n/locales.mjs';
import { en, type Catalog } from '@/messages/en';
import { ur } from '@/messages/ur';

const CATALOGS: Record<Locale, Catalog> = { en, ur };

/** Every word of the shop in one language (messages/). */
export function catalogOf(locale: Locale): Catalog {
  return CATALOGS[locale];
}

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Catalog;
  }
}
