'use client';

import type { TestimonialsState } from '@/lib/testimonials/types';
import { FeedbackForm } from './feedback-form';
import { ReviewsSummary } from './reviews-summary';
import { TestimonialCarousel } from './testimonial-carousel';
import { useTestimonials } from './use-testimonials';

/**
 * The landing page's reviews: the average and count, the carousel and "Share Your Experience". The
 * server renders it with the approved reviews (so the page stays static); a submission reloads the
 * list in the browser.
 */
export function CustomerReviews({ initial }: { initial: TestimonialsState }) {
  const { testimonials, loading } = useTestimonials(initial);
  return (
    // The stacked cards behind the current one lean out sideways; clipped here, so a 320 px phone never scrolls sideways.
    <section aria-labelledby="reviews-heading" className="overflow-x-clip border-y border-sand bg-gradient-to-b from-snow to-cream">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-[0.2em] text-apricot-800 uppercase">Customer reviews</p>
            <h2 id="reviews-heading" className="mt-3 font-display text-3xl font-bold tracking-tight text-walnut-950 sm:text-4xl">
              What our customers say
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-walnut-600">
              Honest words from shoppers across Pakistan who order from our shop in Gilgit.
            </p>
          </div>
          <ReviewsSummary testimonials={testimonials} />
        </div>
        <div className="mt-14 grid items-start gap-14 lg:grid-cols-[1.2fr_1fr]" aria-busy={loading}>
          <TestimonialCarousel testimonials={testimonials} />
          <FeedbackForm />
        </div>
      </div>
    </section>
  );
}
