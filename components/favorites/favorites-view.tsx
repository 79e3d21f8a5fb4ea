'use client';

import { Link } from '@/components/i18n/link';
import { useOptionalAuth } from '@/components/auth/auth-provider';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import { PLACEHOLDER_IMAGE } from '@/components/ui/product-image';
import { ButtonLink } from '@/components/ui/button-link';
import { Spinner } from '@/components/ui/spinner';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { ProductCardData } from '@/lib/catalog/card';
import { Rupees } from '@/components/ui/rupees';
import { useFavoriteIds, useToggleFavorite } from './use-favorites';

/** What the favourites page knows of a product (from the catalogue, on the server). */
export type FavoriteProduct = Pick<ProductCardData, 'id' | 'name' | 'from' | 'addItem' | 'inStock'> & { imageUrl: string | null };

/** The shopper's favourites (kept in this browser, synced when signed in), in the order they were added. */
export function FavoritesView({ products }: { products: FavoriteProduct[] }) {
  const hydrated = useHydrated();
  const auth = useOptionalAuth();
  const ids = useFavoriteIds();

  if (!hydrated || auth?.status === 'loading') {
    return (
      <div className="flex justify-center py-20">
        <Spinner label="Loading your favourites…" />
      </div>
    );
  }

  const byId = new Map(products.map((product) => [product.id, product]));
  const favourites = ids.flatMap((id) => byId.get(id) ?? []);

  if (favourites.length === 0) {
    return (
      <div className="rounded-3xl border border-sand bg-white px-6 py-16 text-center" data-testid="favorites-empty">
        <h2 className="font-display text-2xl font-bold text-walnut-950">No favourites yet</h2>
        <p className="mt-2 text-walnut-600">Tap the heart on a product to keep it here.</p>
        <ButtonLink href="/shop" className="mt-6">
          Browse the shop
        </ButtonLink>
      </div>
    );
  }

  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Favourites">
      {favourites.map((product) => (
        <FavoriteItem key={product.id} product={product} />
      ))}
    </ul>
  );
}

function FavoriteItem({ product }: { product: FavoriteProduct }) {
  const remove = useToggleFavorite(product.id);
  return (
    <li data-testid="favorite-item" aria-label={product.name} className="flex gap-4 rounded-3xl border border-sand bg-white p-4 shadow-sm">
      {/* eslint-disable-next-line @next/next/no-img-element -- a small thumbnail of the catalogue's own photo, sized by CSS */}
      <img
        src={product.imageUrl ?? PLACEHOLDER_IMAGE}
        alt=""
        width={112}
        height={112}
        className="size-24 shrink-0 rounded-2xl bg-cream object-cover sm:size-28"
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <h2 className="font-display text-lg leading-snug font-bold text-walnut-950">
          <Link href={`/product/${product.id}`} className="hover:underline">
            {product.name}
          </Link>
        </h2>
        {product.from ? (
          <p className="mt-1 text-sm text-walnut-600">
            From {product.from.label}{' '}
            <span className="font-bold text-walnut-950 tabular-nums" data-testid="favorite-price">
              <Rupees value={product.from.price} />
            </span>
          </p>
        ) : (
          <p className="mt-1 text-sm text-walnut-600">Currently unavailable</p>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-3 pt-3">
          {product.addItem && <AddToCartButton className="min-w-36 flex-1" soldOut={!product.inStock} item={product.addItem} />}
          <button
            type="button"
            aria-label={`Remove from favourites: ${product.name}`}
            onClick={remove}
            className="text-sm font-semibold text-walnut-700 underline underline-offset-4 hover:text-red-800"
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}
