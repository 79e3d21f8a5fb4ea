'use client';

import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { useLocalizedPath } from './use-locale';

/**
 * next/link for the shop's own pages, in the language of the page it is on: `<Link href="/shop">`
 * leads to /shop from an English page and to /ur/shop from an Urdu one. Links to another site, to
 * the API or with a URL object pass through unchanged.
 */
export function Link({ href, ...props }: ComponentProps<typeof NextLink>) {
  const localized = useLocalizedPath();
  return <NextLink href={typeof href === 'string' ? localized(href) : href} {...props} />;
}
