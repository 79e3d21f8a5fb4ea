'use client';

import { lazy, Suspense, useId, useState } from 'react';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { FavoriteToggle } from '@/components/favorites/favorite-toggle';
import { initialVariant, isVariantInStock, pricePerKg, stockLabel } from '@/lib/catalog/pricing';
import type { ProductVariant } from '@/lib/catalog/types';
import { Rupees } from '@/components/ui/rupees';
import { QuantityInput } from './quantity-input';

/**
 * Only a sold-out weight shows the back-in-stock form, so its code is not in the product page's first
 * load: the browser fetches it when one is shown. The server writes its HTML in place (only its very
 * first render of the form, before the code is loaded, streams it as a copy a script moves in place).
 */
const StockAlertForm = lazy(() => import('./stock-alert-form').then((module) => ({ default: module.StockAlertForm })));

/**
 * Choosing what to buy: the weight (each with its price and stock), the quantity, Add to cart and
 * the favourite toggle. Rendered on the server with the cheapest weight in stock selected; a link
 * to one weight (`?variant=<SKU>`, as the product feeds link every item) selects that weight once
 * the page runs, so the price shown is the price the feed announced.
 */
export function PurchasePanel({
  productId,
  name,
  image,
  variants,
}: {
  productId: number;
  name: string;
  image: string | null;
  variants: ProductVariant[];
}) {
  const [chosenId, setSelectedId] = useState<number | null>(null);
  const hydrated = useHydrated();
  const [quantity, setQuantity] = useState(1);
  const ids = useId();
  // The page is static: the address is only read in the browser, after hydration.
  const linkedSku = hydrated ? new URLSearchParams(window.location.search).get('variant') : null;
  const selectedId = chosenId ?? variants.find((variant) => variant.sku === linkedSku)?.id ?? initialVariant(variants)?.id ?? null;
  const selected = variants.find((variant) => variant.id === selectedId) ?? null;

  if (!selected) {
    return <p className="rounded-2xl bg-cream p-5 text-walnut-700">This product is not on sale just now. Please check back soon.</p>;
  }

  const inStock = isVariantInStock(selected);
  const perKg = pricePerKg(selected);
  const choose = (variant: ProductVariant) => {
    setSelectedId(variant.id);
    setQuantity((q) => (variant.stockQuantity > 0 ? Math.min(q, variant.stockQuantity) : 1));
  };

  return (
    <div className="space-y-7">
      <div>
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="font-display text-4xl font-bold text-walnut-950 tabular-nums" data-testid="product-price">
            <Rupees value={selected.price} />
          </span>
          {selected.compareAtPrice !== null && (
            <span className="text-lg text-walnut-500 line-through tabular-nums">
              <span className="sr-only">Was </span>
              <Rupees value={selected.compareAtPrice} />
            </span>
          )}
          <span className="text-walnut-600">for {selected.label}</span>
        </p>
        <p className="mt-2 flex flex-wrap items-center gap-3 text-sm">
          {perKg !== null && (
            <span className="text-walnut-600 tabular-nums" data-testid="product-price-per-kg">
              <Rupees value={perKg} /> / kg
            </span>
          )}
          <span
            data-testid="variant-stock"
            className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-semibold ${inStock ? 'bg-emerald-50 text-emerald-800' : 'bg-walnut-100 text-walnut-700'}`}
          >
            <span aria-hidden="true" className={`size-2 rounded-full ${inStock ? 'bg-emerald-600' : 'bg-walnut-400'}`} />
            {stockLabel(selected)}
          </span>
        </p>
      </div>

      <fieldset>
        <legend className="text-sm font-semibold text-walnut-800">Weight</legend>
        <div className="mt-3 grid gap-2.5 sm:grid-cols-2">
          {variants.map((variant) => {
            const checked = variant.id === selected.id;
            const soldOut = !isVariantInStock(variant);
            return (
              <label
                key={variant.id}
                className={`relative flex cursor-pointer items-center justify-between gap-3 rounded-2xl border-2 px-4 py-3 transition-colors has-focus-visible:outline-3 has-focus-visible:outline-apricot-500 ${
                  checked ? 'border-walnut-900 bg-white' : 'border-sand bg-white hover:border-walnut-300'
                }`}
              >
                <input
                  type="radio"
                  name={`${ids}-weight`}
                  value={variant.id}
                  checked={checked}
                  onChange={() => choose(variant)}
                  className="sr-only"
                />
                <span>
                  <span className="block font-semibold text-walnut-950">{variant.label}</span>
                  <span className={`block text-xs ${soldOut ? 'text-walnut-500' : 'text-emerald-800'}`}>{stockLabel(variant)}</span>
                </span>
                <span className={`font-semibold tabular-nums ${soldOut ? 'text-walnut-500' : 'text-walnut-900'}`}>
                  <Rupees value={variant.price} />
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <div>
        <label htmlFor={`${ids}-quantity`} className="text-sm font-semibold text-walnut-800">
          Quantity
        </label>
        <div className="mt-3">
          <QuantityInput id={`${ids}-quantity`} value={quantity} max={inStock ? selected.stockQuantity : 1} onChange={setQuantity} />
        </div>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <AddToCartButton
          size="large"
          className="flex-1"
          soldOut={!inStock}
          quantity={quantity}
          item={{
            productId,
            name,
            variant: { id: selected.id, label: selected.label },
            price: selected.price,
            weight: { value: selected.weightValue, unit: selected.weightUnit },
            image,
          }}
        />
        <FavoriteToggle productId={productId} productName={name} variant="labelled" className="justify-center" />
      </div>
      {!inStock && (
        <Suspense fallback={null}>
          <StockAlertForm key={selected.id} variantId={selected.id} variantLabel={selected.label} />
        </Suspense>
      )}
    </div>
  );
}
