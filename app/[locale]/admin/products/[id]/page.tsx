import type { Metadata } from 'next';
import { Link } from '@/components/i18n/link';
import { notFound } from 'next/navigation';
import { AddVariantForm } from '@/components/catalog/add-variant-form';
import { ProductEditor } from '@/components/catalog/product-editor';
import { ProductPhotos } from '@/components/catalog/product-photos';
import { VariantCard } from '@/components/catalog/variant-card';
import { isCurrentUserAdmin } from '@/lib/auth/queries';
import { getCurrentAdminProduct } from '@/lib/catalog/admin-queries';

export const metadata: Metadata = { title: 'Product' };

/** /admin/products/{id}: the product's fields, photos, weights, stock and stock history. */
export default async function AdminProductPage({ params }: { params: Promise<{ id: string }> }) {
  if (!(await isCurrentUserAdmin())) return null;
  const { id } = await params;
  const product = /^[1-9][0-9]{0,8}$/.test(id) ? await getCurrentAdminProduct(Number(id)) : null;
  if (!product) notFound();
  const nextPosition = Math.max(0, ...product.variants.map((v) => v.sortOrder)) + 10;
  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-10 sm:px-6">
      <div>
        <Link href="/admin/products" className="text-sm font-semibold text-apricot-800 underline underline-offset-4">
          All products
        </Link>
        <h1 className="mt-2 font-display text-3xl font-bold text-walnut-950 sm:text-4xl">{product.name}</h1>
        <p className="mt-2 text-walnut-700">
          {product.active ? (
            // No prefetch: it would render the shop's cached page while the owner is still editing,
            // and a render under way when a save expires the catalogue is stored with the old data.
            <Link href={`/product/${product.id}`} prefetch={false} className="underline underline-offset-4">
              See it in the shop
            </Link>
          ) : (
            'Hidden: not in the shop, search, sitemap or feeds. Past orders keep their lines.'
          )}
        </p>
      </div>
      <ProductEditor product={product} />
      <ProductPhotos productId={product.id} name={product.name} photos={product.photos} />
      <section aria-labelledby="weights-heading" className="space-y-4">
        <h2 id="weights-heading" className="font-display text-2xl font-bold text-walnut-950">
          Weights and stock
        </h2>
        {product.variants.map((variant) => (
          <VariantCard key={variant.id} productId={product.id} variant={variant} history={product.history[variant.id] ?? []} />
        ))}
        <AddVariantForm productId={product.id} nextPosition={nextPosition} />
      </section>
    </div>
  );
}
