'use client';

import { usePathname } from 'next/navigation';
import type { MouseEvent } from 'react';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, localizedPath, splitLocale, type Locale } from '@/lib/i18n/locales.mjs';
import { usePageLocale } from './use-locale';

/** Each language's name in itself, as the switch offers it. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ur: 'اردو' };

/**
 * The link to the page the shopper is on in the shop's other language, keeping its query and
 * fragment. Following it remembers the choice (LOCALE_COOKIE), which proxy.ts honours when an
 * address in the other language is opened later. A full page load: the document's language and
 * direction change with it.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const current = usePageLocale();
  const pathname = usePathname();
  const other: Locale = current === 'ur' ? 'en' : 'ur';
  const href = localizedPath(splitLocale(pathname).path, other);

  function remember(event: MouseEvent<HTMLAnchorElement>) {
    document.cookie = `${LOCALE_COOKIE}=${other}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
    event.currentTarget.href = `${href}${window.location.search}${window.location.hash}`;
  }

  return (
    <a href={href} hrefLang={other} lang={other} onClick={remember} className={className}>
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
