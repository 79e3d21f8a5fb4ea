import type { Metadata } from 'next';
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
 * Title, description, canonical link, Open Graph and the large-image Twitter card of a page. Paths
 * are resolved against the root layout's metadataBase (SITE_URL). Next replaces, not merges, a
 * parent's openGraph and twitter objects, so every page gets complete ones.
 */
export function pageMetadata({ title, description, path, image = OG_IMAGE, noindex = false }: PageMetadataInput): Metadata {
  const fullTitle = `${title} | ${SITE_NAME}`;
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      siteName: SITE_NAME,
      locale: 'en_PK',
      url: path,
      title: fullTitle,
      description,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image.url] },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** The home page: the brand line as the whole title, canonical "/". */
export function homeMetadata(): Metadata {
  return {
    title: { absolute: SITE_TITLE },
    description: SITE_DESCRIPTION,
    alternates: { canonical: '/' },
    openGraph: {
      type: 'website',
      siteName: SITE_NAME,
      locale: 'en_PK',
      url: '/',
      title: SITE_TITLE,
      description: SITE_DESCRIPTION,
      images: [OG_IMAGE],
    },
    twitter: { card: 'summary_large_image', title: SITE_TITLE, description: SITE_DESCRIPTION, images: [OG_IMAGE.url] },
  };
}
