import { getRequestConfig } from 'next-intl/server';
import { PAKISTAN_TIME_ZONE } from '@/lib/format/date';
import { isLocale } from '@/lib/i18n/locales.mjs';
import { catalogOf } from './catalogs';
import { currentLocale } from '@/lib/i18n/server';

/**
 * next-intl's configuration of a render (next.config.mjs names this file): the page's locale from
 * app/[locale] (next/root-params, so pages stay static), or one a server function asks for. Dates
 * are written in Pakistan time in both languages.
 */
export default getRequestConfig(async ({ locale: asked }) => {
  const locale = isLocale(asked) ? asked : await currentLocale();
  return { locale, messages: catalogOf(locale), timeZone: PAKISTAN_TIME_ZONE };
});
