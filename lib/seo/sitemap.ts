import type { MetadataRoute } from 'next';
import { LISTING_ORDER, LISTINGS } from '@/lib/catalog/listing';
import type { Product } from '@/lib/catalog/types';
import { LOCALES, localizedPath } from '@/lib/i18n/locales.mjs';

/** Pages that are not products, in the sitemap. */
const STATIC_SITEMAP_PATHS = ['/', ...LISTING_ORDER.map((key) => LISTINGS[key].path), '/contact-us', '/terms'] as const;

/**
 * The sitemap: the open pages and every active product page, with absolute URLs, each in every
 * language, and each entry naming the page's address in the others (hreflang).
 */
export function buildSitemap(origin: string, products: readonly Product[]): MetadataRoute.Sitemap {
  return englishSitemap(origin, products).flatMap((entry) => {
    const path = entry.url.slice(origin.length);
    const languages = Object.fromEntries(LOCALES.map((locale) => [locale, `${origin}${localizedPath(path, locale)}`]));
    return LOCALES.map((locale) => ({ ...entry, url: languages[locale]!, alternates: { languages } }));
  });
}

function englishSitemap(origin: string, products: readonly Product[]): MetadataRoute.Sitemap {
  const latest = products.reduce<string | null>((max, product) => (!max || product.updatedAt > max ? product.updatedAt : max), null);
  const pages: MetadataRoute.Sitemap = STATIC_SITEMAP_PATHS.map((path) => ({
    url: `${origin}${path === '/' ? '/' : path}`,
    changeFrequency: path === '/terms' || path === '/contact-us' ? 'monthly' : 'daily',
    priority: path === '/' ? 1 : path === '/terms' || path === '/contact-us' ? 0.3 : 0.8,
    ...(latest && path !== '/terms' && path !== '/contact-us' ? { lastModified: new Date(latest) } : {}),
  }));
  const productPages: MetadataRoute.Sitemap = products.map((product) => ({
    url: `${origin}/product/${product.id}`,
    lastModified: new Date(product.updatedAt),
    changeFrequency: 'weekly',
    priority: 0.7,
    ...(product.imageUrl ? { images: [new URL(product.imageUrl, `${origin}/`).toString()] } : {}),
  }));
  return [...pages, ...productPages];
}

/** Paths that hold one shopper's data, the API or the owner console: not for crawlers. */
const DISALLOWED_PATHS = [
  '/api/',
  '/admin',
  '/orders',
  '/settings',
  '/checkout',
  '/cart',
  '/shipping-method',
  '/payment-method',
  '/payment/',
  '/transaction-result',
  '/reset-password',
  '/auth/',
] as const;

export function buildRobots(origin: string): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: [...new Set(LOCALES.flatMap((locale) => DISALLOWED_PATHS.map((path) => localizedPath(path, locale))))],
      },
    ],
    sitemap: `${origin}/sitemap.xml`,
    host: origin,
  };
}
