import type { Metadata } from 'next';
import { HeroBanner } from '@/components/home/hero-banner';
import { OrderHelpBand } from '@/components/home/order-help-band';
import { ProblemSolution } from '@/components/home/problem-solution';
import { ShopByCategory } from '@/components/home/shop-by-category';
import { TrustStrip } from '@/components/home/trust-strip';

export const metadata: Metadata = {
  alternates: { canonical: '/' },
};

export default function HomePage() {
  return (
    <>
      <HeroBanner
        eyebrow="Grown in Gilgit-Baltistan"
        title="Pure and Fresh Dry Fruits"
        subtitle="Straight from the mountains to your door"
        description={[
          'Sun-dried apricots, almonds, walnuts, mulberries, cherries and chilgoza pine nuts.',
          'Sourced in Gilgit and delivered anywhere in Pakistan, at fair local-market prices.',
        ]}
        image={{ src: '/images/hero-gilgit.webp' }}
        showShopNow
      />
      <TrustStrip />
      <ProblemSolution />
      <ShopByCategory />
      {/*
        Spec §2 "Landing page", still to come (they need the testimonials API, built separately):
        1. Customer reviews: the average rating (one decimal, stars with fractional fill) and the review count.
        2. The swipeable testimonial carousel ("n / total", swipe hints, 100 px threshold).
        3. The "Share Your Experience" form (name, feedback, 1-5 star rating).
        They go here, between the categories and the closing band.
      */}
      <OrderHelpBand />
    </>
  );
}
