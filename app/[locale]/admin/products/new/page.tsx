import type { Metadata } from 'next';
import { NewProductForm } from '@/components/catalog/new-product-form';
import { isCurrentUserAdmin } from '@/lib/auth/queries';

export const metadata: Metadata = { title: 'New product' };

/** /admin/products/new: a product with at least one weight; photos follow on its own page. */
export default async function NewProductPage() {
  if (!(await isCurrentUserAdmin())) return null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-3xl font-bold text-walnut-950 sm:text-4xl">New product</h1>
      <p className="mt-2 text-walnut-700">Prices are whole rupees. After saving you can add photos.</p>
      <NewProductForm />
    </div>
  );
}
