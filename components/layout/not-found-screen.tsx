import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/i18n/link';
import { categoryLinks } from '@/components/layout/site-links';
import { StorefrontFrame } from '@/components/layout/storefront-frame';
import { ButtonLink } from '@/components/ui/button-link';
import { SearchOffIcon } from '@/components/ui/icons';
import { getShopSettings } from '@/lib/settings/queries';

/** The 404 page's title in the page's language, and that it is not to be indexed. */
export async function notFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations('NotFound');
  return { title: t('title'), robots: { index: false } };
}

/** The 404 page, inside the storefront's header and footer (prerendered once, so without the payment-issue banner). */
export async function NotFoundScreen() {
  const [t, nav, settings] = await Promise.all([getTranslations('NotFound'), getTranslations('Navigation'), getShopSettings()]);
  return (
    <StorefrontFrame user={null} settings={settings} paymentIssue={false}>
      <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center sm:py-28">
        <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-cream text-apricot-700">
          <SearchOffIcon width={32} height={32} />
        </span>
        <p className="mt-6 text-sm font-semibold tracking-[0.2em] text-apricot-800 uppercase">{t('eyebrow')}</p>
        <h1 className="mt-3 font-display text-4xl font-bold text-walnut-950 sm:text-5xl">{t('heading')}</h1>
        <p className="mt-4 max-w-xl text-lg leading-relaxed text-walnut-600">{t('body')}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink href="/">{t('backHome')}</ButtonLink>
          <ButtonLink href="/shop" variant="secondary">
            {t('browseShop')}
          </ButtonLink>
        </div>
        <nav aria-label={t('categories')} className="mt-12">
          <p className="text-sm text-walnut-600">{t('pickCategory')}</p>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {categoryLinks(nav).map((link) => (
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
