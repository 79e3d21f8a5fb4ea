import type { Metadata, Viewport } from 'next';
import { serverEnv } from '@/lib/env';
import { FALLBACK_SITE_URL, OG_IMAGE, SITE_DESCRIPTION, SITE_NAME, SITE_TITLE, THEME_COLOR } from '@/lib/seo/site';

/** SITE_URL from the validated configuration; a build with no backend configured falls back to the raw variable. */
function siteUrl(): URL {
  try {
    return new URL(serverEnv().SITE_URL);
  } catch {
    try {
      return new URL(process.env.SITE_URL?.trim() || FALLBACK_SITE_URL);
    } catch {
      return new URL(FALLBACK_SITE_URL);
    }
  }
}

/** The Meta pixel id when configured (and readable at render time); the pixel loads only then. */
export function metaPixelId(): string | null {
  try {
    return serverEnv().META_PIXEL_ID ?? null;
  } catch {
    return null;
  }
}

/** The metadata every page starts from (the root layout's, and the 404 page's outside it). */
export const documentMetadata: Metadata = {
  metadataBase: siteUrl(),
  title: { default: SITE_TITLE, template: `%s | ${SITE_NAME}` },
  description: SITE_DESCRIPTION,
  applicationName: SITE_NAME,
  manifest: '/manifest.webmanifest',
  icons: {
    icon: [
      { url: '/favicon.ico', sizes: '48x48' },
      { url: '/icon.svg', type: 'image/svg+xml' },
    ],
    apple: [{ url: '/apple-touch-icon.png', sizes: '180x180' }],
  },
  openGraph: {
    type: 'website',
    siteName: SITE_NAME,
    locale: 'en_PK',
    title: SITE_TITLE,
    description: SITE_DESCRIPTION,
    images: [OG_IMAGE],
  },
  twitter: {
    card: 'summary_large_image',
    title: SITE_TITLE,
    description: SITE_DESCRIPTION,
    images: [OG_IMAGE.url],
  },
  formatDetection: { telephone: false, address: false, email: false },
};

export const documentViewport: Viewport = {
  themeColor: THEME_COLOR,
  colorScheme: 'light',
};
