import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductDetails } from '@/components/product/product-details';
import { parseProductId } from '@/lib/catalog/mappers';
import { getProduct, listActiveProductIds, listRelatedProducts } from '@/lib/catalog/queries';
import { productMetadata } from '@/lib/seo/catalog-metadata';
import { siteOrigin } from '@/lib/seo/site-url';
import { listProductTestimonials } from '@/lib/testimonials/queries';

/**
 * A product page: prerendered for every active product at build time, rendered on first visit for
 * newer ones, and regenerated when the catalogue changes (tag `catalog`) or at most a minute after.
 * An unknown or inactive id is the 404 page.
 */
export const revalidate = 60;

type Props = { params: Promise<{ id: string }> };

export async function generateStaticParams() {
  return (await listActiveProductIds()).map((id) => ({ id: String(id) }));
}

async function load(params: Props['params']) {
  const id = parseProductId((await params).id);
  return id === null ? null : getProduct(id);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await load(params);
  return product ? productMetadata(product) : { title: 'Product not found', robots: { index: false } };
}

export default async function ProductPage({ params }: Props) {
  const product = await load(params);
  if (!product) notFound();
  const [related, reviews] = await Promise.all([listRelatedProducts(product), listProductTestimonials(product.id)]);
  return <ProductDetails product={product} related={related} reviews={reviews} origin={siteOrigin()} />;
}
