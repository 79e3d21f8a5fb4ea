import { averageRating, formatRating } from '@/lib/testimonials/rating';
import type { Testimonial } from '@/lib/testimonials/types';
import { StarRating } from './star-rating';

/** The average rating (one decimal, fractional stars) and the number of reviews loaded. */
export function ReviewsSummary({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const average = averageRating(testimonials.map((testimonial) => testimonial.rating));
  const count = testimonials.length;
  return (
    <div className="flex items-center gap-5 rounded-3xl border border-sand bg-white px-6 py-5 shadow-sm shadow-walnut-900/5">
      <p className="font-display text-5xl font-bold text-walnut-950 tabular-nums" data-testid="reviews-average">
        {formatRating(average)}
      </p>
      <div>
        <StarRating value={average} size={22} />
        <p className="mt-1 text-sm text-walnut-600" data-testid="reviews-count">
          {count === 0 ? 'No reviews yet' : `Based on ${count} ${count === 1 ? 'review' : 'reviews'}`}
        </p>
      </div>
    </div>
  );
}
