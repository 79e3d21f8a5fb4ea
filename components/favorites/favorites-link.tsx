'use client';

import { Link } from '@/components/i18n/link';
import { HeartIcon } from '@/components/ui/icons';
import { useFavoriteIds } from './use-favorites';

const FAVORITES_PATH = '/favorites';

function useFavoriteCount(): number {
  return useFavoriteIds().length;
}

function favouritesLabel(count: number): string {
  return `Favourites, ${count} ${count === 1 ? 'product' : 'products'}`;
}

/** The header's heart: a link to the favourites page (desktop; the mobile menu has FavoritesMenuLink). */
export function FavoritesLink({ className = '' }: { className?: string }) {
  const count = useFavoriteCount();
  return (
    <Link
      href={FAVORITES_PATH}
      aria-label={favouritesLabel(count)}
      className={`relative inline-flex size-11 items-center justify-center rounded-full text-walnut-800 transition-colors hover:bg-walnut-100 hover:text-walnut-950 ${className}`}
    >
      <HeartIcon filled={count > 0} width={22} height={22} />
    </Link>
  );
}

/** The mobile menu's Favourites entry. */
export function FavoritesMenuLink({ className = '' }: { className?: string }) {
  const count = useFavoriteCount();
  return (
    <Link
      href={FAVORITES_PATH}
      className={`flex items-center justify-between rounded-xl px-4 py-3 text-base font-medium text-walnut-800 transition-colors hover:bg-cream ${className}`}
    >
      <span className="sr-only">{favouritesLabel(count)}</span>
      <span aria-hidden="true" className="flex items-center gap-3">
        <HeartIcon width={20} height={20} />
        Favourites
      </span>
      <span aria-hidden="true" className="text-sm tabular-nums">
        {count}
      </span>
    </Link>
  );
}
