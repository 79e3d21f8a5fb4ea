import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button-link';
import { isCurrentUserAdmin } from '@/lib/auth/queries';

export const metadata: Metadata = { title: 'Product feed' };

/** /admin/product-feed (spec §2): admins only (the layout gates; the page checks again, since both render at once). */
export default async function ProductFeedPage() {
  if (!(await isCurrentUserAdmin())) return null;
  return (
    <section aria-labelledby="feed-title" className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
      <p className="text-sm font-semibold tracking-[0.2em] text-apricot-800 uppercase">Admin</p>
      <h1 id="feed-title" className="mt-3 font-display text-4xl font-bold text-walnut-950">
        Product feed
      </h1>
      <div className="mt-8 rounded-3xl border border-sand bg-white p-7 shadow-sm shadow-walnut-900/5 sm:p-9">
        <p className="text-lg leading-relaxed text-walnut-700">
          This page will generate the catalogue feed for Google Merchant Center and Meta: every product and weight
          variant with its price in PKR and its stock.
        </p>
        <p className="mt-4 leading-relaxed text-walnut-600">
          The feed generator is the next piece of the admin console and is not built yet, so there is nothing to
          generate here today. You are seeing this page because your account has administrator rights.
        </p>
        <ButtonLink href="/shop" variant="secondary" className="mt-7">
          View the shop
        </ButtonLink>
      </div>
    </section>
  );
}
