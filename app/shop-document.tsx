import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { AuthProvider } from '@/components/auth/auth-provider';
import { QueryProvider } from '@/components/query/query-provider';
import { ChunkErrorReloader } from '@/components/version/chunk-error-reloader';
import { LazyVersionNotice } from '@/components/version/lazy-version-notice';
import { directionOf, type Locale } from '@/lib/i18n/locales.mjs';
import { URDU_FACE_CSS, URDU_FACE_FILES, urduFaceUrl } from '@/lib/i18n/urdu-face';
import { metaPixelId } from '@/lib/seo/document-metadata';
import './globals.css';

/**
 * The document every page is drawn in: its language and reading direction, the Urdu face on Urdu
 * pages only (English ones never name it, so never download it), and the providers of the shopper's state.
 */
export function ShopDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  if (locale === 'ur') preload(urduFaceUrl(URDU_FACE_FILES[0].file), { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <head>
        {/* Without JavaScript the typed hero title shows in full (components/home/typed-text.tsx). */}
        <noscript>
          <style>{'.typed-reserve{visibility:visible!important}.typed-live{display:none!important}'}</style>
        </noscript>
        {locale === 'ur' && <style>{URDU_FACE_CSS}</style>}
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
