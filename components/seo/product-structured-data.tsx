import { ProductJsonLd } from 'next-seo';
import type { Product, ProductImage } from '@/lib/catalog/types';
import { productJsonLdProps } from '@/lib/seo/json-ld';

/** The product page's Product (one Offer per weight), rendered by next-seo on the server. */
export function ProductStructuredData({ product, origin }: { product: Product & { images?: readonly ProductImage[] }; origin: string }) {
  return <ProductJsonLd {...productJsonLdProps(product, origin)} />;
}
