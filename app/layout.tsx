import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AuthProvider } from '@/components/auth/auth-provider';
import { QueryProvider } from '@/components/query/query-provider';
import { ChunkErrorReloader } from '@/components/version/chunk-error-reloader';
import { LazyVersionNotice } from '@/components/version/lazy-version-notice';
import { serverEnv } from '@/lib/env';
import { FALLBACK_SITE_URL, OG_IMAGE, SITE_DESCRIPTION, SITE_NAME, SITE_TITLE, THEME_COLOR } from '@/lib/seo/site';
import './globals.css';

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
function metaPixelId(): string | null {
  try {
    return serverEnv().META_PIXEL_ID ?? null;
  } catch {
    return null;
  }
}

export const metadata: Metadata = {
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

export const viewport: Viewport = {
  themeColor: THEME_COLOR,
  colorScheme: 'light',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        {/* Without JavaScript the typed hero title shows in full (components/home/typed-text.tsx). */}
        <noscript>
          <style>{'.typed-reserve{visibility:visible!important}.typed-live{display:none!important}'}</style>
        </noscript>
      </head>
      <body className="flex min-h-dvh flex-col">
        <QueryProvider>
          <AuthProvider pixelId={metaPixelId()}>
            {children}
            <LazyVersionNotice />
            <ChunkErrorReloader />
          </AuthProvider>
        </QueryProvider>
      </body>
    </html>
  );
}
