import { StarRating } from '@/components/testimonials/star-rating';
import type { Testimonial } from '@/lib/testimonials/types';

/** The approved reviews shoppers wrote about this product; nothing when there are none. */
export function ProductReviews({ productName, reviews }: { productName: string; reviews: readonly Testimonial[] }) {
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="product-reviews-heading" className="mt-16 max-w-3xl">
      <h2 id="product-reviews-heading" className="font-display text-2xl font-bold text-walnut-950">
        What shoppers say
      </h2>
      <p className="mt-2 text-walnut-600">Reviews of {productName} from our customers.</p>
      <ul className="mt-6 space-y-4">
        {reviews.map((review) => (
          <li key={review.id}>
            <figure className="rounded-2xl border border-sand bg-white p-5">
              <StarRating value={review.rating} size={16} />
              <blockquote className="mt-3 leading-relaxed text-walnut-800">
                <p>{review.quote}</p>
              </blockquote>
              <figcaption className="mt-3 text-sm font-semibold text-walnut-950">{review.name}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
