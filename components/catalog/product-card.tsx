'use client';

import { Link } from '@/components/i18n/link';
import { useRef, type ReactNode } from 'react';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import { FavoriteToggle } from '@/components/favorites/favorite-toggle';
import type { ProductCardData } from '@/lib/catalog/card';
import { Rupees } from '@/components/ui/rupees';
import { useNearViewport } from './use-near-viewport';

/**
 * When a card's photo is fetched:
 * - `eager`: with the page, at high priority (the listing's first photo, also preloaded);
 * - `near-screen`: once the page runs and the card is within half a screen of the viewport. Native
 *   lazy loading starts up to 2,500 px ahead on slow connections, so on a phone the photos of the
 *   next cards would share the first screen's bandwidth;
 * - `near-screen-on-phones`: a card of a listing's first row: with the page from 640 px wide
 *   (where it is on the first screen), `near-screen` on a phone (where it is below it).
 */
export type CardPhotoLoading = 'eager' | 'near-screen' | 'near-screen-on-phones';

export interface CardImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  loading: CardPhotoLoading;
}

/**
 * A product in a listing: photo in a fixed square box, name, the weights it comes in, the price from
 * its cheapest weight with the price per kilogram, a sold-out state, Add to cart and a favourite
 * toggle; the whole card links to the product page. Rendered on the server like any component; it is
 * a client component only so that a listing sends each card's small data object to the browser
 * instead of its whole element tree (a third less HTML on /shop).
 */
export function ProductCard({ card, image, headingLevel = 2 }: { card: ProductCardData; image: CardImage; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      data-testid="product-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-sand bg-white shadow-sm transition duration-300 hover:-translate-y-1 hover:shadow-xl"
    >
      <div className="relative aspect-square overflow-hidden bg-cream">
        <CardPhoto image={image} alt={card.name} dimmed={!card.inStock} />
        <div className="absolute top-3 inset-s-3 text-xs">
          {!card.inStock && (
            <span className="rounded-full bg-walnut-900 px-3 py-1 font-semibold text-snow" data-testid="sold-out-badge">
              Out of stock
            </span>
          )}
          {card.bestSeller && card.inStock && (
            <span className="rounded-full bg-amber-400 px-3 py-1 font-bold text-walnut-950">Best seller</span>
          )}
        </div>
        <FavoriteToggle productId={card.id} productName={card.name} className="absolute top-3 inset-e-3 z-10" />
      </div>

      <div className="flex flex-1 flex-col p-5">
        {card.origin && <p className="text-xs font-semibold tracking-wider text-apricot-800 uppercase">{card.origin}</p>}
        <Heading className="mt-1.5 font-display text-lg leading-snug font-bold text-walnut-950">
          <Link href={`/product/${card.id}`} className="after:absolute after:inset-0">
            {card.name}
          </Link>
        </Heading>
        {card.weights.length > 0 && (
          <p className="mt-3 flex flex-wrap gap-1.5 text-xs font-medium text-walnut-700">
            <span className="sr-only">Weights: </span>
            {card.weights.map((label, index) => (
              <span key={label} className="rounded-full bg-cream px-2.5 py-0.5">
                {label}
                {index < card.weights.length - 1 && <span className="sr-only">, </span>}
              </span>
            ))}
          </p>
        )}
        <div className="mt-auto flex items-end justify-between gap-3 pt-5 text-xs text-walnut-600">
          {card.from ? (
            <p>
              <span className="block">From {card.from.label}</span>
              <span className="text-xl font-bold text-walnut-950 tabular-nums" data-testid="card-price">
                <Rupees value={card.from.price} />
              </span>
            </p>
          ) : (
            <p className="text-sm">Currently unavailable</p>
          )}
          {card.perKg !== null && (
            <p className="tabular-nums" data-testid="card-price-per-kg">
              <Rupees value={card.perKg} /> / kg
            </p>
          )}
        </div>
        {card.addItem && <AddToCartButton className="z-10 mt-4" soldOut={!card.inStock} item={card.addItem} />}
      </div>
    </article>
  );
}

function CardPhoto({ image, alt, dimmed }: { image: CardImage; alt: string; dimmed: boolean }) {
  const photo = (loading: 'eager' | 'lazy') => (
    // eslint-disable-next-line @next/next/no-img-element -- getImageProps() output (Next's optimiser), with the loading rules of docs/choices.md "Only the first screen's photos load with the page"
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      alt={alt}
      loading={loading}
      fetchPriority={loading === 'eager' ? 'high' : undefined}
      decoding="async"
      className={`absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-105${dimmed ? ' opacity-70 grayscale-[35%]' : ''}`}
    />
  );
  if (image.loading === 'eager') return photo('eager');
  if (image.loading === 'near-screen') return <WhenNearViewport>{photo('lazy')}</WhenNearViewport>;
  // A lazy image under display:none is never fetched, so each screen width fetches one of the two.
  return (
    <>
      <span className="absolute inset-0 max-sm:hidden">{photo('lazy')}</span>
      <span className="absolute inset-0 sm:hidden">
        <WhenNearViewport>{photo('lazy')}</WhenNearViewport>
      </span>
    </>
  );
}

/** Renders its content once near the screen; before that (and without scripts) only in <noscript>. */
function WhenNearViewport({ children }: { children: ReactNode }) {
  const box = useRef<HTMLSpanElement>(null);
  const near = useNearViewport(box);
  return (
    <span ref={box} className="absolute inset-0">
      {near ? children : <noscript>{children}</noscript>}
    </span>
  );
}
