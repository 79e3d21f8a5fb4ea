import type { Metadata } from 'next';
import { notFoundMetadata, NotFoundScreen } from '@/components/layout/not-found-screen';
import { ShopDocument } from '@/app/shop-document';
import { documentMetadata, documentViewport } from '@/lib/seo/document-metadata';

export async function generateMetadata(): Promise<Metadata> {
  return { ...documentMetadata, ...(await notFoundMetadata()) };
}
export const viewport = documentViewport;

/** The answer to an address no route matches (outside app/[locale], so in its own document). */
export default function GlobalNotFound() {
  return (
    <ShopDocument locale="en">
      <NotFoundScreen />
    </ShopDocument>
  );
}
