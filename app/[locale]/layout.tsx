import { notFound } from 'next/navigation';
import { locale as rootLocale } from 'next/root-params';
import type { ReactNode } from 'react';
import { ShopDocument } from '@/app/shop-document';
import { isLocale, LOCALES } from '@/lib/i18n/locales.mjs';
import { documentMetadata, documentViewport } from '@/lib/seo/document-metadata';

export const metadata = documentMetadata;
export const viewport = documentViewport;

/**
 * Both languages are built. No other first segment reaches here (next.config.mjs rewrites every
 * English path to /en/…); were one to, it is not found. `dynamicParams` stays Next's default: pages
 * below inherit it, and a product added after the build renders on its first visit.
 */
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await rootLocale();
  if (!isLocale(locale)) notFound();
  return <ShopDocument locale={locale}>{children}</ShopDocument>;
}
