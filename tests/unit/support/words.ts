import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales.mjs';
import { catalogOf } from '@/i18n/catalogs';

/** The Navigation words as a page in `locale` gets them from useTranslations('Navigation'). */
export function navigationWords(locale: Locale = 'en') {
  return createTranslator({ locale, messages: catalogOf(locale), namespace: 'Navigation' });
}
