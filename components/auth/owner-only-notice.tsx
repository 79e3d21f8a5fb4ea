import { ButtonLink } from '@/components/ui/button-link';

/** A member of staff on one of the owner's pages (settings, shipping, coupons, staff, activity). */
export function OwnerOnlyNotice() {
  return (
    <section aria-labelledby="owner-only-title" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <h1 id="owner-only-title" className="font-display text-3xl font-bold text-walnut-950 sm:text-4xl">
        Only the shop&rsquo;s owner can open this page
      </h1>
      <p className="mt-4 max-w-lg text-lg leading-relaxed text-walnut-600">
        Staff look after orders, customers and the catalogue. Ask the owner if something here needs changing.
      </p>
      <div className="mt-8">
        <ButtonLink href="/admin/orders" size="lg">
          Go to orders
        </ButtonLink>
      </div>
    </section>
  );
}
