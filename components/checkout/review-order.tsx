'use client';

import { useMutation } from '@tanstack/react-query';
import { Link } from '@/components/i18n/link';
import { useLocalizedRouter } from '@/components/i18n/use-locale';
import { useMemo, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-fields';
import { clearCart } from '@/lib/cart/cart-store';
import { placeOrder } from '@/lib/checkout/api';
import { getOrCreateIdempotencyKey } from '@/lib/checkout/idempotency';
import { ORDER_PLACE_FAILED } from '@/lib/checkout/messages';
import type { PickupPoint } from '@/lib/checkout/delivery';
import { paymentMethodById, PAYMENT_METHODS, paymentTexts } from '@/lib/checkout/payment-methods';
import {
  clearCheckoutSession,
  DEFAULT_PAYMENT_METHOD,
  ORDER_CONFIRMATION_KEY,
  PAYMENT_METHOD_KEY,
  readSession,
  sessionStore,
  writeSession,
} from '@/lib/storage/session-keys';
import type { Quote, StoredConfirmation } from '@/lib/checkout/types';
import { ApiError, errorMessage } from '@/lib/api/client';
import { deliveryPlace } from '@/lib/orders/delivery-place';
import { NO_EMAIL } from '@/lib/orders/types';
import { formatPakistaniMobile } from '@/lib/phone/phone';
import { IDEMPOTENT_WRITE_RETRY } from '@/lib/query/query-client';
import { CheckoutHeading, CheckoutSteps, EmptyCartNotice, PANEL_CLASS } from './checkout-steps';
import { orderQuoteInput, readCheckoutChoices } from './checkout-choices';
import { MissingDetailsNotice } from './details-gate';
import { OrderSummary } from './order-summary';
import { PickupDetails } from './pickup-details';
import { useCheckoutCart } from './use-checkout';
import { useQuote } from './use-quote';

/** What the confirmation page reads back (this tab only). */
/**
 * The review step: everything about the order, priced by the server, and one "Place order" request.
 * The idempotency key is made when this page opens and kept in session storage, so a reload, a
 * retry or a double click can never place two orders. A pick-up order shows where to collect it.
 */
export function ReviewOrder({ pickup, pickupMethodIds }: { pickup: PickupPoint; pickupMethodIds: readonly string[] }) {
  const router = useLocalizedRouter();
  const { cart, lines, ready } = useCheckoutCart();
  const sending = useRef(false);
  // The same idempotency key on every try: a repeat returns the order a lost answer already placed.
  const order = useMutation({ mutationFn: placeOrder, ...IDEMPOTENT_WRITE_RETRY });
  const placed = order.isSuccess;
  const pending = order.isPending;
  const error = order.isError ? errorMessage(order.error, ORDER_PLACE_FAILED) : null;

  const session = useMemo(() => {
    if (!ready) return null;
    const store = sessionStore();
    return {
      ...readCheckoutChoices(),
      paymentMethod: readSession(store, PAYMENT_METHOD_KEY) ?? DEFAULT_PAYMENT_METHOD,
      idempotencyKey: getOrCreateIdempotencyKey(store),
    };
  }, [ready]);

  const { quote, error: quoteError, loading, setQuote } = useQuote(session && !placed ? orderQuoteInput(lines, session) : null);

  if (placed)
    return (
      <p role="status" className="text-walnut-700">
        Order placed. Opening your confirmation…
      </p>
    );
  if (!ready || !session) return <p className="text-walnut-600">Loading your cart…</p>;
  if (cart.length === 0) return <EmptyCartNotice />;
  if (!session.valid) return <MissingDetailsNotice />;
  const { draft, details } = session.valid;
  const payment = paymentMethodById(session.paymentMethod) ?? PAYMENT_METHODS[0]!;
  const collectedAtShop = pickupMethodIds.includes(session.shippingMethod);

  const place = () => {
    if (sending.current || !quote) return;
    sending.current = true;
    const input = {
      items: lines,
      details,
      shippingMethod: session.shippingMethod,
      paymentMethod: payment.id,
      couponCode: session.couponCode,
      idempotencyKey: session.idempotencyKey,
      expectedTotal: quote.total,
    };
    order.mutate(input, {
      onSuccess: (placedOrder) => {
        const store = sessionStore();
        writeSession(
          store,
          ORDER_CONFIRMATION_KEY,
          JSON.stringify({
            order: placedOrder,
            email: details.email,
            phone: details.phone,
            checkoutKey: session.idempotencyKey,
          } satisfies StoredConfirmation),
        );
        clearCart();
        clearCheckoutSession(store);
        router.push(`/order-confirmation/${placedOrder.orderNumber}`);
      },
      onError: (failure) => {
        sending.current = false;
        // Prices changed since the page opened: the server sends the new quote to show.
        const newQuote = failure instanceof ApiError ? (failure.body?.quote as Quote | undefined) : undefined;
        if (newQuote) setQuote(newQuote);
      },
    });
  };

  const blocked = !quote || !quote.ok || loading;
  return (
    <>
      <CheckoutSteps current={3} />
      <CheckoutHeading title="Review your order" intro="Please check everything before you place the order." />
      <div className="grid gap-8 lg:grid-cols-[1.4fr_1fr]">
        <div className="space-y-6">
          <section aria-labelledby="review-delivery" className={PANEL_CLASS}>
            <h2 id="review-delivery" className="font-display text-xl font-bold text-walnut-950">
              Delivery
            </h2>
            <p className="mt-3 text-walnut-800">
              {details.fullName}
              <br />
              {details.address}
              <br />
              {deliveryPlace({ town: details.town, cityName: draft.cityName })} {details.postalCode}, Pakistan
              <br />
              {formatPakistaniMobile(details.phone)} · {details.email ?? NO_EMAIL}
            </p>
            {details.notes && <p className="mt-2 text-sm text-walnut-600">Notes: {details.notes}</p>}
            <Link href="/checkout" className="mt-3 inline-block text-sm font-semibold text-apricot-800 underline underline-offset-4">
              Change details
            </Link>
          </section>
          <section aria-labelledby="review-shipping" className={PANEL_CLASS}>
            <h2 id="review-shipping" className="font-display text-xl font-bold text-walnut-950">
              Shipping
            </h2>
            <p className="mt-3 text-walnut-800">{quote?.shipping.name ?? session.shippingMethod}</p>
            {collectedAtShop && <PickupDetails point={pickup} />}
            <Link href="/shipping-method" className="mt-3 inline-block text-sm font-semibold text-apricot-800 underline underline-offset-4">
              Change shipping
            </Link>
          </section>
          <section aria-labelledby="review-payment" className={PANEL_CLASS}>
            <h2 id="review-payment" className="font-display text-xl font-bold text-walnut-950">
              Payment
            </h2>
            <p className="mt-3 font-semibold text-walnut-800">{payment.name}</p>
            <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-walnut-700">
              {paymentTexts(payment, collectedAtShop).nextSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
            <Link href="/payment-method" className="mt-3 inline-block text-sm font-semibold text-apricot-800 underline underline-offset-4">
              Change payment
            </Link>
          </section>
        </div>
        <div className="space-y-4">
          {quoteError && <FormMessage tone="error">{quoteError}</FormMessage>}
          {quote?.problems.map((problem) => (
            <FormMessage key={`${problem.code}-${problem.variantId ?? ''}`} tone="error">
              {problem.message}
            </FormMessage>
          ))}
          {error && <FormMessage tone="error">{error}</FormMessage>}
          <OrderSummary quote={quote} loading={loading} />
          <Button
            size="lg"
            onClick={place}
            disabled={pending || blocked}
            aria-disabled={pending || blocked}
            aria-busy={pending || undefined}
            className="w-full"
          >
            {pending ? 'Placing your order…' : 'Place order'}
          </Button>
        </div>
      </div>
    </>
  );
}
