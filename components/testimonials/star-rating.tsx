import { StarIcon } from '@/components/ui/icons';
import { formatRating, starFills } from '@/lib/testimonials/rating';

/** Five stars filled to `value` (fractions too: 4.6 fills the fifth star to 60 %). */
export function StarRating({ value, size = 20, className = '' }: { value: number; size?: number; className?: string }) {
  return (
    <span role="img" aria-label={`Rated ${formatRating(value)} out of 5`} className={`inline-flex items-center gap-0.5 ${className}`}>
      {starFills(value).map((fill, index) => (
        <span key={index} className="relative inline-block" style={{ width: size, height: size }} data-fill={fill}>
          <StarIcon width={size} height={size} className="absolute inset-0 text-walnut-200" />
          <span className="absolute inset-y-0 inset-s-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
            <StarIcon width={size} height={size} className="text-amber-500" />
          </span>
        </span>
      ))}
    </span>
  );
}
