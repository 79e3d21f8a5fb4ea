import type { Metadata } from 'next';
import Link from 'next/link';
import { CATEGORY_LINKS } from '@/components/layout/site-links';
import { StorefrontFrame } from '@/components/layout/storefront-frame';
import { ButtonLink } from '@/components/ui/button-link';
import { SearchOffIcon } from '@/components/ui/icons';
import { getShopSettings } from '@/lib/settings/queries';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
};

/** The 404 page, inside the storefront's header and footer (prerendered once, so without the payment-issue banner). */
export default async function NotFound() {
  return (
    <StorefrontFrame user={null} settings={await getShopSettings()} paymentIssue={false}>
      <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center sm:py-28">
        <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-cream text-apricot-700">
          <SearchOffIcon width={32} height={32} />
        </span>
        <p className="mt-6 text-sm font-semibold tracking-[0.2em] text-apricot-800 uppercase">Error 404</p>
        <h1 className="mt-3 font-display text-4xl font-bold text-walnut-950 sm:text-5xl">This page wandered off the trail</h1>
        <p className="mt-4 max-w-xl text-lg leading-relaxed text-walnut-600">
          We could not find the page you were looking for. It may have moved, or the address may be mistyped.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink href="/">Back to Home</ButtonLink>
          <ButtonLink href="/shop" variant="secondary">
            Browse the shop
          </ButtonLink>
        </div>
        <nav aria-label="Categories" className="mt-12">
          <p className="text-sm text-walnut-600">Or pick a category:</p>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {CATEGORY_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="inline-block rounded-full bg-cream px-4 py-2 text-sm font-medium text-walnut-800 transition-colors hover:bg-apricot-100"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </section>
    </StorefrontFrame>
  );
}
