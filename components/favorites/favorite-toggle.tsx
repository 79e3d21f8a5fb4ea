'use client';

import { HeartIcon } from '@/components/ui/icons';
import { isFavorite } from '@/lib/favorites/local-favorites';
import { useFavoriteIds, useToggleFavorite } from './use-favorites';

const ADD_FAVORITE_LABEL = 'Add to favourites';
const REMOVE_FAVORITE_LABEL = 'Remove from favourites';

/** A heart that marks a product as a favourite in this browser; it changes at once. */
export function FavoriteToggle({
  productId,
  productName,
  variant = 'overlay',
  className = '',
}: {
  productId: number;
  productName: string;
  /** Over a card's image, or a labelled button beside "Add to cart". */
  variant?: 'overlay' | 'labelled';
  className?: string;
}) {
  const pressed = isFavorite(useFavoriteIds(), productId);
  const toggle = useToggleFavorite(productId);
  const label = pressed ? REMOVE_FAVORITE_LABEL : ADD_FAVORITE_LABEL;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={`${label}: ${productName}`}
      title={variant === 'overlay' ? label : undefined}
      onClick={toggle}
      className={`inline-flex items-center rounded-full transition-colors ${pressed ? 'text-red-700' : 'text-walnut-700'} ${
        variant === 'overlay'
          ? 'size-10 justify-center bg-white/90 shadow-sm hover:bg-white'
          : 'gap-2 border border-walnut-300 px-5 py-3 font-semibold hover:bg-white'
      } ${className}`}
    >
      <HeartIcon filled={pressed} width={20} height={20} />
      {variant === 'labelled' && <span>{label}</span>}
    </button>
  );
}
