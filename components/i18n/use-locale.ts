'use client';

import { useParams, usePathname, useRouter } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { DEFAULT_LOCALE, isLocale, localizedPath, splitLocale, type Locale } from '@/lib/i18n/locales.mjs';

/**
 * The locale of the page the browser shows (app/[locale]'s segment; English outside it, as on the 404
 * page), for client components. Server components ask next-intl's useLocale (i18n/request.ts).
 */
export function usePageLocale(): Locale {
  const { locale } = useParams<{ locale?: string }>() ?? {};
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** Turns a shop path into its address in the page's language: `/cart` on an Urdu page → `/ur/cart`. */
export function useLocalizedPath(): (path: string) => string {
  const locale = usePageLocale();
  return useCallback((path) => localizedPath(path, locale), [locale]);
}

/** next/navigation's router, whose push, replace and prefetch take shop paths and go to them in the page's language. */
export function useLocalizedRouter(): ReturnType<typeof useRouter> {
  const router = useRouter();
  const localized = useLocalizedPath();
  return useMemo(
    () => ({
      ...router,
      push: (href, ...options) => router.push(localized(href), ...options),
      replace: (href, ...options) => router.replace(localized(href), ...options),
      prefetch: (href, ...options) => router.prefetch(localized(href), ...options),
    }),
    [router, localized],
  );
}

/** The address of the page the browser shows, without its language: `/shop` on /ur/shop and on /shop. */
export function useShopPathname(): string {
  return splitLocale(usePathname()).path;
}
