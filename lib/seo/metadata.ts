import type { Metadata } from 'next';
import { currentLocale, languageAlternates, openGraphLocale } from '@/lib/i18n/server';
import { OG_IMAGE, SITE_DESCRIPTION, SITE_NAME, SITE_TITLE } from './site';

export interface PageMetadataInput {
  /** The page's own title; the root layout's template adds " | Gilgit Dry Fruits". */
  title: string;
  description: string;
  /** The canonical path of the page ("/shop", "/product/3", "/shop?page=2"). */
  path: string;
  image?: { url: string; width?: number; height?: number; alt: string };
  /** Search results and re-sorted listings: followed, not indexed. */
  noindex?: boolean;
}

/**
 * Title, description, canonical link and its other languages, Open Graph and the large-image Twitter
 * card of a page, in the language of the page being rendered. Paths are resolved against the root
 * layout's metadataBase (SITE_URL). Next replaces, not merges, a parent's openGraph and twitter
 * objects, so every page gets complete ones.
 */
export async function pageMetadata({ title, description, path, image = OG_IMAGE, noindex = false }: PageMetadataInput): Promise<Metadata> {
  const locale = await currentLocale();
  const alternates = languageAlternates(path, locale);
  const fullTitle = `${title} | ${SITE_NAME}`;
  return {
    title,
    description,
    alternates,
    openGraph: {
      type: 'website',
      siteName: SITE_NAME,
      locale: openGraphLocale(locale),
      url: alternates.canonical,
      title: fullTitle,
      description,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image.url] },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** The home page: the brand line as the whole title, canonical "/" (or "/ur"). */
export async function homeMetadata(): Promise<Metadata> {
  const locale = await currentLocale();
  const alternates = languageAlternates('/', locale);
  return {
    title: { absolute: SITE_TITLE },
    description: SITE_DESCRIPTION,
    alternates,
    openGraph: {
      type: 'website',
      siteName: SITE_NAME,
      locale: openGraphLocale(locale),
      url: alternates.canonical,
      title: SITE_TITLE,
      description: SITE_DESCRIPTION,
      images: [OG_IMAGE],
    },
    twitter: { card: 'summary_large_image', title: SITE_TITLE, description: SITE_DESCRIPTION, images: [OG_IMAGE.url] },
  };
}
