import type { Metadata } from 'next';
import { Link } from '@/components/i18n/link';
import { ListTabs } from '@/components/ui/list-navigation';
import { ButtonLink } from '@/components/ui/button-link';
import { INPUT_CLASS } from '@/components/ui/form-fields';
import { LOW_STOCK_AT_MOST } from '@/lib/orders/admin-filters';
import { isCurrentUserAdmin } from '@/lib/auth/queries';
import { listCurrentAdminProducts } from '@/lib/catalog/admin-queries';
import { parseProductFilters, type ProductFilters } from '@/lib/catalog/admin-schema';
import { countCurrentStockAlerts } from '@/lib/catalog/admin-stock-alerts';
import { formatRupees } from '@/lib/format/rupees';

export const metadata: Metadata = { title: 'Products' };

function hrefOf(filters: ProductFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.show) params.set('show', filters.show);
  const search = params.toString();
  return `/admin/products${search ? `?${search}` : ''}`;
}

/** /admin/products: every product with its weights' stock (low stock in red), searched by name or SKU. */
export default async function AdminProductsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if (!(await isCurrentUserAdmin())) return null;
  const filters = parseProductFilters(await searchParams);
  const [matching, waiting] = await Promise.all([listCurrentAdminProducts({ q: filters.q }), countCurrentStockAlerts()]);
  const products = filters.show ? matching.filter((product) => product.active === (filters.show === 'active')) : matching;
  const active = matching.filter((product) => product.active).length;
  const tabs = [
    { label: 'All', show: undefined, count: matching.length },
    { label: 'On sale', show: 'active' as const, count: active },
    { label: 'Hidden', show: 'inactive' as const, count: matching.length - active },
  ];
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-bold text-walnut-950 sm:text-4xl">Products</h1>
        <ButtonLink href="/admin/products/new">Add a product</ButtonLink>
      </div>
      <form action="/admin/products" role="search" className="mt-6 flex gap-2">
        <label htmlFor="product-search" className="sr-only">
          Search by name or SKU
        </label>
        <input
          id="product-search"
          name="q"
          defaultValue={filters.q ?? ''}
          placeholder="Search by name or SKU"
          className={`${INPUT_CLASS} border-sand bg-white`}
        />
        {filters.show && <input type="hidden" name="show" value={filters.show} />}
        <button type="submit" className="min-h-11 rounded-full bg-walnut-900 px-5 font-semibold text-snow">
          Search
        </button>
      </form>
      <ListTabs
        className="mt-4"
        label="Product state"
        tabs={tabs.map((tab) => ({
          label: tab.label,
          count: tab.count,
          href: hrefOf({ q: filters.q, show: tab.show }),
          current: tab.show === filters.show,
        }))}
      />
      {products.length === 0 ? (
        <p className="mt-6 text-walnut-700">No products match.</p>
      ) : (
        <ul aria-label="Products" className="mt-4 space-y-3">
          {products.map((product) => (
            <li key={product.id} className="rounded-3xl border border-sand bg-white p-4 shadow-sm shadow-walnut-900/5">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <Link href={`/admin/products/${product.id}`} className="font-semibold text-walnut-950 underline underline-offset-4">
                  {product.name}
                </Link>
                <span className="text-sm text-walnut-700">
                  {product.active ? 'On sale' : 'Hidden'}
                  {product.bestSeller && ' · Best seller'}
                  {!product.imageUrl && ' · No photo'}
                </span>
              </div>
              <ul aria-label={`Weights of ${product.name}`} className="mt-2 flex flex-wrap gap-2 text-sm">
                {product.variants.map((variant) => (
                  <li
                    key={variant.id}
                    className={`rounded-full border px-3 py-1 ${variant.stock <= LOW_STOCK_AT_MOST ? 'border-red-300 bg-red-50 text-red-800' : 'border-sand text-walnut-800'}`}
                  >
                    {variant.label} · {variant.sku} · {formatRupees(variant.price)} · {variant.stock} in stock
                    {variant.stock <= LOW_STOCK_AT_MOST && ' (low)'}
                    {!variant.active && ' · hidden'}
                    {(waiting.get(variant.id) ?? 0) > 0 && ` · ${waiting.get(variant.id)} waiting for it`}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
