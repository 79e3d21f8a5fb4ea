'use client';

import { Link } from '@/components/i18n/link';
import { useLocalizedPath } from '@/components/i18n/use-locale';
import type { ComponentProps } from 'react';

/**
 * A link to a listing page. The plain listings are static, and Next's client router reuses a static
 * page's data whatever the query string says; a listing with ?q=, ?sort= or ?page= is served by its
 * dynamic twin through a rewrite, so such links load the page from the server (a plain <a>).
 */
export function ListingLink({ href, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  const localized = useLocalizedPath();
  if (href.includes('?')) return <a href={localized(href)} {...props} />;
  return <Link href={href} {...props} />;
}
