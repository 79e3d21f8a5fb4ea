'use client';

import { Link } from '@/components/i18n/link';
import { useOptionalAuth } from '@/components/auth/auth-provider';
import { ButtonLink } from '@/components/ui/button-link';
import { Spinner } from '@/components/ui/spinner';
import { useHydrated } from '@/components/ui/use-hydrated';
import { cartCount, cartItemKey, cartTotal, cartWeightKg } from '@/lib/cart/cart';
import { CART_CHECK_FAILED, lineAvailability } from '@/lib/cart/cart-check';
import { clearCart } from '@/lib/cart/cart-store';
import { Rupees } from '@/components/ui/rupees';
import { formatKilograms } from '@/lib/format/weight';
import { CartLine } from './cart-line';
import { useCart } from './use-cart';
import { useCartCheck } from './use-cart-check';

/**
 * The cart page's body. The cart lives in this browser, so it renders after hydration (and after the
 * auth state says whose cart it is). Prices and stock are checked against the server on open.
 */
export function CartView() {
  const hydrated = useHydrated();
  const auth = useOptionalAuth();
  const ready = hydrated && auth?.status !== 'loading';
  const cart = useCart();
  const check = useCartCheck(cart, ready);

  if (!ready) {
    return (
      <div className="flex justify-center py-20">
        <Spinner label="Loading your cart…" />
      </div>
    );
  }

  if (cart.length === 0) {
    return (
      <div className="rounded-3xl border border-sand bg-white px-6 py-16 text-center" data-testid="cart-empty">
        <h2 className="font-display text-2xl font-bold text-walnut-950">Your cart is empty</h2>
        <p className="mt-2 text-walnut-600">Find pure, fresh dry fruits and nuts from the northern mountains.</p>
        <ButtonLink href="/shop" className="mt-6">
          Continue shopping
        </ButtonLink>
      </div>
    );
  }

  const checked = check.status === 'checked';
  const availability = new Map(cart.map((item) => [cartItemKey(item), checked ? lineAvailability(item, check.variants) : null]));
  const blocked = [...availability.values()].some((a) => a !== null && a.kind !== 'available');
  const checkoutDisabled = blocked || check.status === 'checking';
  const count = cartCount(cart);

  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_22rem] lg:items-start">
      <section aria-labelledby="cart-lines-heading">
        <h2 id="cart-lines-heading" className="sr-only">
          Items in your cart
        </h2>
        {check.status === 'failed' && (
          <p role="alert" className="mb-4 flex flex-wrap items-center gap-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {CART_CHECK_FAILED} The prices at checkout are the shop&apos;s current ones.
            <button type="button" onClick={check.retry} className="font-semibold underline underline-offset-4">
              Try again
            </button>
          </p>
        )}
        <ul className="divide-y divide-sand border-y border-sand">
          {cart.map((item) => {
            const key = cartItemKey(item);
            return (
              <CartLine
                key={key}
                item={item}
                availability={availability.get(key) ?? null}
                priceChange={check.priceChanges.get(key) ?? null}
              />
            );
          })}
        </ul>
        <div className="mt-4 flex justify-between gap-4">
          <Link href="/shop" className="text-sm font-semibold text-apricot-800 underline underline-offset-4">
            Continue shopping
          </Link>
          <button
            type="button"
            onClick={clearCart}
            className="text-sm font-semibold text-walnut-700 underline underline-offset-4 hover:text-red-800"
          >
            Clear cart
          </button>
        </div>
      </section>

      <aside aria-labelledby="cart-summary-heading" className="rounded-3xl border border-sand bg-white p-6 shadow-sm lg:sticky lg:top-24">
        <h2 id="cart-summary-heading" className="font-display text-xl font-bold text-walnut-950">
          Order summary
        </h2>
        <dl className="mt-4 space-y-3 text-walnut-700">
          <div className="flex justify-between gap-4">
            <dt>Items</dt>
            <dd className="tabular-nums" data-testid="cart-item-count">
              {count}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>Total weight</dt>
            <dd className="tabular-nums" data-testid="cart-weight">
              {formatKilograms(cartWeightKg(cart))}
            </dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-sand pt-3 text-lg font-bold text-walnut-950">
            <dt>Subtotal</dt>
            <dd className="tabular-nums" data-testid="cart-subtotal">
              <Rupees value={cartTotal(cart)} />
            </dd>
          </div>
        </dl>
        <p className="mt-2 text-xs text-walnut-600">Shipping and any coupon are worked out at checkout.</p>
        {checkoutDisabled ? (
          <button
            type="button"
            disabled
            aria-describedby="checkout-blocked"
            className="mt-6 w-full rounded-full bg-walnut-100 px-6 py-3.5 font-semibold text-walnut-600"
          >
            Proceed to checkout
          </button>
        ) : (
          <ButtonLink href="/checkout" size="lg" className="mt-6 w-full">
            Proceed to checkout
          </ButtonLink>
        )}
        <p id="checkout-blocked" className="mt-3 text-sm text-walnut-700" aria-live="polite">
          {blocked
            ? 'Some items are not available as they are. Please change or remove them to check out.'
            : check.status === 'checking'
              ? 'Checking prices and stock…'
              : ''}
        </p>
      </aside>
    </div>
  );
}
