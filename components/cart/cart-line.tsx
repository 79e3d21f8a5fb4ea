'use client';

import { Link } from '@/components/i18n/link';
import { MinusIcon, PlusIcon } from '@/components/ui/icons';
import { PLACEHOLDER_IMAGE } from '@/components/ui/product-image';
import { cartItemKey, MIN_CART_QUANTITY, type CartItem } from '@/lib/cart/cart';
import type { LineAvailability, PriceChange } from '@/lib/cart/cart-check';
import { removeFromCart, setCartItemQuantity } from '@/lib/cart/cart-store';
import { Rupees } from '@/components/ui/rupees';
import { formatGrams, weightInGrams } from '@/lib/format/weight';

function weightLabel(item: CartItem): string {
  return item.variant?.label ?? formatGrams(weightInGrams(item.weight));
}

function availabilityNotice(availability: LineAvailability): string | null {
  switch (availability.kind) {
    case 'unavailable':
      return 'This item is no longer sold. Please remove it to check out.';
    case 'out-of-stock':
      return 'Out of stock. Please remove it to check out.';
    case 'low-stock':
      return `Only ${availability.available} left in stock. Please lower the quantity to check out.`;
    default:
      return null;
  }
}

const STEP_BUTTON =
  'inline-flex size-10 items-center justify-center text-walnut-800 transition-colors hover:bg-walnut-100 disabled:text-walnut-300 disabled:hover:bg-transparent';

/** One line of the cart: photo, name, weight, unit price, quantity stepper, line total, remove, and what the check found. */
export function CartLine({
  item,
  availability,
  priceChange,
}: {
  item: CartItem;
  availability: LineAvailability | null;
  priceChange: PriceChange | null;
}) {
  const key = cartItemKey(item);
  const what = `${item.name}, ${weightLabel(item)}`;
  const problem = availability ? availabilityNotice(availability) : null;
  return (
    <li data-testid="cart-line" aria-label={what} className="flex gap-4 py-6 sm:gap-6">
      {/* eslint-disable-next-line @next/next/no-img-element -- a small thumbnail of the photo the cart line keeps, sized by CSS */}
      <img
        src={item.image ?? PLACEHOLDER_IMAGE}
        alt=""
        width={96}
        height={96}
        className={`size-20 shrink-0 rounded-2xl bg-cream object-cover sm:size-24${problem ? ' opacity-60 grayscale-[35%]' : ''}`}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <h2 className="font-display text-lg leading-snug font-bold text-walnut-950">
              <Link href={`/product/${item.productId}`} className="hover:underline">
                {item.name}
              </Link>
            </h2>
            <p className="mt-0.5 text-sm text-walnut-600">
              <span data-testid="line-weight">{weightLabel(item)}</span>
              {' · '}
              <span data-testid="line-unit-price">
                <Rupees value={item.price} />
              </span>{' '}
              each
            </p>
          </div>
          <p className="text-lg font-bold text-walnut-950 tabular-nums" data-testid="line-total">
            <Rupees value={item.price * item.quantity} />
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div
            role="group"
            aria-label={`Quantity of ${what}`}
            className="inline-flex items-center rounded-full border border-walnut-200 bg-white"
          >
            <button
              type="button"
              aria-label={`Decrease quantity of ${what}`}
              className={`${STEP_BUTTON} rounded-s-full`}
              disabled={item.quantity <= MIN_CART_QUANTITY}
              onClick={() => setCartItemQuantity(key, item.quantity - 1)}
            >
              <MinusIcon width={16} height={16} />
            </button>
            <output
              data-testid="line-quantity"
              aria-live="polite"
              className="min-w-10 text-center font-semibold text-walnut-950 tabular-nums"
            >
              {item.quantity}
            </output>
            <button
              type="button"
              aria-label={`Increase quantity of ${what}`}
              className={`${STEP_BUTTON} rounded-e-full`}
              onClick={() => setCartItemQuantity(key, item.quantity + 1)}
            >
              <PlusIcon width={16} height={16} />
            </button>
          </div>
          {availability?.kind === 'low-stock' && (
            <button
              type="button"
              onClick={() => setCartItemQuantity(key, availability.available)}
              className="text-sm font-semibold text-apricot-800 underline underline-offset-4"
            >
              Lower to {availability.available}
            </button>
          )}
          <button
            type="button"
            aria-label={`Remove ${what}`}
            onClick={() => removeFromCart(key)}
            className="text-sm font-semibold text-walnut-700 underline underline-offset-4 hover:text-red-800"
          >
            Remove
          </button>
        </div>
        {priceChange && (
          <p data-testid="price-change" className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
            The price changed from <Rupees value={priceChange.from} /> to <Rupees value={priceChange.to} />. Your cart now shows the new
            price.
          </p>
        )}
        {problem && (
          <p data-testid="line-problem" className="rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {problem}
          </p>
        )}
      </div>
    </li>
  );
}
