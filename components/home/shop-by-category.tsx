import { useTranslations } from 'next-intl';
import { Link } from '@/components/i18n/link';
import type { ComponentType, SVGProps } from 'react';
import { CATEGORY_KEYS, categoryLinks } from '@/components/layout/site-links';
import { ArrowRightIcon, GlobeIcon, MountainIcon, StarIcon } from '@/components/ui/icons';

const CATEGORY_DETAILS: Record<
  string,
  { key: (typeof CATEGORY_KEYS)[number]; icon: ComponentType<SVGProps<SVGSVGElement>>; tile: string }
> = {
  '/best-sellers': {
    key: 'best-sellers',
    icon: StarIcon,
    tile: 'from-apricot-400 to-apricot-600',
  },
  '/northern-area': {
    key: 'northern-area',
    icon: MountainIcon,
    tile: 'from-walnut-600 to-walnut-800',
  },
  '/international': {
    key: 'international',
    icon: GlobeIcon,
    tile: 'from-amber-500 to-walnut-600',
  },
};

/** "Shop by Category": Best Sellers, Northern Area Local and International. */
export function ShopByCategory() {
  const nav = useTranslations('Navigation');
  const t = useTranslations('Home');
  return (
    <section aria-labelledby="categories-heading" className="bg-cream">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="categories-heading" className="font-display text-3xl font-bold tracking-tight text-walnut-950 sm:text-4xl">
            {t('categoriesHeading')}
          </h2>
          <Link href="/shop" className="font-semibold text-apricot-800 underline-offset-4 hover:underline">
            {t('seeAllProducts')}
          </Link>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {categoryLinks(nav).map(({ href, label }) => {
            const { key, icon: Icon, tile } = CATEGORY_DETAILS[href]!;
            return (
              <li key={href}>
                <Link
                  href={href}
                  className="group flex h-full flex-col rounded-3xl border border-sand bg-white p-7 shadow-sm shadow-walnut-900/5 transition-all duration-300 hover:-translate-y-1 hover:border-walnut-200 hover:shadow-xl hover:shadow-walnut-900/10"
                >
                  <span className={`inline-flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br text-snow ${tile}`}>
                    <Icon width={28} height={28} />
                  </span>
                  <span className="mt-6 font-display text-2xl font-bold text-walnut-950">{label}</span>
                  <span className="mt-2 flex-1 leading-relaxed text-walnut-600">{t(`categoryBlurbs.${key}`)}</span>
                  <span aria-hidden="true" className="mt-6 inline-flex items-center gap-2 font-semibold text-apricot-800">
                    {t('browse')}
                    <ArrowRightIcon
                      width={18}
                      height={18}
                      className="transition-transform duration-300 group-hover:translate-x-1 rtl:group-hover:-translate-x-1"
                    />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
