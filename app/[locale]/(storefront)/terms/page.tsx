import type { Metadata } from 'next';
import { currentLocale, languageAlternates } from '@/lib/i18n/server';
import { listDeliveryMethods } from '@/lib/checkout/delivery-queries';
import { getShopSettings } from '@/lib/settings/queries';
import { termsSections } from './terms-sections';

const LAST_UPDATED = '25 November 2026';

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: 'Terms and Policies',
    description:
      'Ordering, prices in rupees, cash on delivery and bank transfer, shipping across Pakistan, returns of damaged items within 48 hours, and privacy.',
    alternates: languageAlternates('/terms', await currentLocale()),
  };
}

export default async function TermsPage() {
  const [settings, deliveryMethods] = await Promise.all([getShopSettings(), listDeliveryMethods()]);
  const sections = termsSections(settings, deliveryMethods);
  return (
    <>
      <section className="border-b border-sand bg-cream">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <p className="text-sm font-semibold tracking-[0.2em] text-apricot-800 uppercase">The fine print, kept plain</p>
          <h1 className="mt-3 font-display text-4xl font-bold tracking-tight text-walnut-950 sm:text-5xl">Terms and Policies</h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-walnut-600">
            How ordering, payment, delivery, returns and your data work at our shop. Last updated {LAST_UPDATED}.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[16rem_1fr] lg:px-8">
        <nav aria-label="On this page" className="lg:sticky lg:top-28 lg:self-start">
          <p className="text-xs font-semibold tracking-[0.18em] text-walnut-600 uppercase">On this page</p>
          <ol className="mt-4 space-y-1 border-s border-sand">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ms-px block border-s-2 border-transparent py-1.5 ps-4 text-sm text-walnut-700 transition-colors hover:border-apricot-500 hover:text-walnut-950"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-28 md:scroll-mt-36 lg:scroll-mt-28 border-b border-sand pb-10 not-first:pt-10 last:border-0"
            >
              <h2 id={`${section.id}-heading`} className="flex items-baseline gap-3 font-display text-2xl font-bold text-walnut-950">
                <span aria-hidden="true" className="text-base font-semibold text-apricot-700 tabular-nums">
                  {String(index + 1).padStart(2, '0')}
                </span>
                {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
