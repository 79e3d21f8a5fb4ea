import { useTranslations } from 'next-intl';
import { Link } from '@/components/i18n/link';
import { ProductGrid } from '@/components/catalog/product-grid';
import { applyListing, DEFAULT_QUERY, LISTINGS } from '@/lib/catalog/listing';
import type { Product } from '@/lib/catalog/types';

/** Cards shown on the landing page: two rows of the widest grid. */
const SHOWN = 8;

const listing = LISTINGS['best-sellers'];

/**
 * "Best sellers": the first cards of /best-sellers, in its order, with their prices. Below the first
 * screen, so no photo loads with the page (each waits until its card is near the screen).
 */
export function BestSellers({ catalog }: { catalog: readonly Product[] }) {
  const t = useTranslations('Home');
  const products = applyListing(catalog, listing, DEFAULT_QUERY).items.slice(0, SHOWN);
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="best-sellers-heading" className="bg-snow">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="best-sellers-heading" className="font-display text-3xl font-bold tracking-tight text-walnut-950 sm:text-4xl">
            {t('bestSellers')}
          </h2>
          <Link href={listing.path} className="font-semibold text-apricot-800 underline-offset-4 hover:underline">
            {t('seeAllBestSellers')}
          </Link>
        </div>
        <div className="mt-10">
          <ProductGrid products={products} label={t('bestSellers')} headingLevel={3} eagerCount={0} atTop={false} />
        </div>
      </div>
    </section>
  );
}
