import { getTranslations } from 'next-intl/server';
import { BestSellers } from '@/components/home/best-sellers';
import { HeroBanner } from '@/components/home/hero-banner';
import { OrderHelpBand } from '@/components/home/order-help-band';
import { ProblemSolution } from '@/components/home/problem-solution';
import { ShopByCategory } from '@/components/home/shop-by-category';
import { TrustStrip } from '@/components/home/trust-strip';
import { HomeStructuredData } from '@/components/seo/home-structured-data';
import { CustomerReviews } from '@/components/testimonials/customer-reviews';
import { listCatalog } from '@/lib/catalog/queries';
import { priceRangeOf } from '@/lib/seo/json-ld';
import { homeMetadata } from '@/lib/seo/metadata';
import { siteOrigin } from '@/lib/seo/site-url';
import { getShopSettings } from '@/lib/settings/queries';
import { loadTestimonials } from '@/lib/testimonials/queries';

export const generateMetadata = homeMetadata;

/** Static, with the approved reviews and the best sellers read at render time; regenerated on the `testimonials` or `catalog` tag or a minute after a change. */
export const revalidate = 60;

export default async function HomePage() {
  const [testimonials, catalog, settings, t] = await Promise.all([
    loadTestimonials(),
    listCatalog(),
    getShopSettings(),
    getTranslations('Home'),
  ]);
  return (
    <>
      <HomeStructuredData origin={siteOrigin()} priceRange={priceRangeOf(catalog)} settings={settings} />
      <HeroBanner
        eyebrow={t('heroEyebrow')}
        title={t('heroTitle')}
        subtitle={t('heroSubtitle')}
        description={[t('heroDescription1'), t('heroDescription2')]}
        image={{ src: '/images/hero-gilgit.webp' }}
        showShopNow
      />
      <TrustStrip />
      <BestSellers catalog={catalog} />
      <ProblemSolution />
      <ShopByCategory />
      <CustomerReviews initial={testimonials} />
      <OrderHelpBand whatsappNumber={settings.whatsappNumber} />
    </>
  );
}
