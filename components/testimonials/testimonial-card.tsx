import { QuoteIcon } from '@/components/ui/icons';
import type { Testimonial } from '@/lib/testimonials/types';
import { StarRating } from './star-rating';

/** One review: the quote, its stars and the reviewer's name (always rendered as text). */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-3xl border border-sand bg-white p-7 shadow-xl shadow-walnut-900/10 sm:p-9">
      <QuoteIcon width={34} height={34} className="text-apricot-300" />
      <blockquote className="mt-4 flex-1 overflow-hidden">
        <p className="line-clamp-6 text-lg leading-relaxed text-walnut-800 sm:text-xl">{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-sand pt-5">
        <span className="font-semibold text-walnut-950">{testimonial.name}</span>
        <StarRating value={testimonial.rating} size={18} />
      </figcaption>
    </figure>
  );
}
