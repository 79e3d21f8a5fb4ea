'use client';

import { Link } from '@/components/i18n/link';
import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import { CartIcon } from '@/components/ui/icons';

/**
 * Where the header reads the cart's total item count from. The cart (built separately) provides a
 * source through <CartCountProvider>; without one the count is 0. `getCount` must return the same
 * number until the source calls the listener given to `subscribe`.
 */
export interface CartCountSource {
  subscribe(onChange: () => void): () => void;
  getCount(): number;
}

const NO_CART: CartCountSource = { subscribe: () => () => {}, getCount: () => 0 };
const CartCountContext = createContext<CartCountSource>(NO_CART);

export function CartCountProvider({ source, children }: { source: CartCountSource; children: ReactNode }) {
  return <CartCountContext value={source}>{children}</CartCountContext>;
}

/** The total item count; 0 during server rendering and hydration (the cart lives in the browser). */
function useCartCount(): number {
  const source = use(CartCountContext);
  return useSyncExternalStore(source.subscribe, source.getCount, serverCount);
}

const serverCount = () => 0;

function cartLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The header's cart icon with a badge of the item count. */
export function CartLink({ className = '' }: { className?: string }) {
  const count = useCartCount();
  return (
    <Link
      href="/cart"
      aria-label={cartLabel(count)}
      className={`relative inline-flex size-11 items-center justify-center rounded-full text-walnut-800 transition-colors hover:bg-walnut-100 hover:text-walnut-950 ${className}`}
    >
      <CartIcon />
      <span
        data-testid="cart-badge"
        aria-hidden="true"
        className={`absolute top-0.5 inset-e-0.5 min-w-5 rounded-full bg-apricot-500 px-1.5 text-center text-[0.7rem] leading-5 font-bold text-walnut-950 ring-2 ring-snow transition-transform ${count > 0 ? 'scale-100' : 'scale-0'}`}
      >
        {badgeText(count)}
      </span>
    </Link>
  );
}

/** The mobile menu's Cart button: a full-width link that always shows the count. */
export function CartMenuLink({ className = '' }: { className?: string }) {
  const count = useCartCount();
  return (
    <Link
      href="/cart"
      className={`flex items-center justify-between rounded-xl bg-walnut-900 px-4 py-3 font-semibold text-snow transition-colors hover:bg-walnut-800 ${className}`}
    >
      <span className="sr-only">{cartLabel(count)}</span>
      <span aria-hidden="true" className="flex items-center gap-3">
        <CartIcon />
        Cart
      </span>
      <span aria-hidden="true" className="min-w-7 rounded-full bg-apricot-400 px-2 text-center text-sm leading-7 font-bold text-walnut-950">
        {count}
      </span>
    </Link>
  );
}
