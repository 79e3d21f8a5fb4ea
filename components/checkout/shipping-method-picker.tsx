'use client';

import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/i18n/link';
import { useLocalizedRouter } from '@/components/i18n/use-locale';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-fields';
import { shippingOptionsQuery, type QuoteInput } from '@/lib/checkout/api';
import { deliveryDaysLabel, freeDeliveryNote, type PickupPoint } from '@/lib/checkout/delivery';
import { CHECKOUT_FAILED } from '@/lib/checkout/messages';
import { COUPON_CODE_KEY, DEFAULT_SHIPPING_METHOD, readSession, SHIPPING_METHOD_KEY, sessionStore } from '@/lib/storage/session-keys';
import type { ShippingOption } from '@/lib/checkout/types';
import { Rupees } from '@/components/ui/rupees';
import { errorMessage } from '@/lib/api/client';
import { deliveryPlace } from '@/lib/orders/delivery-place';
import { CheckoutHeading, CheckoutSteps, EmptyCartNotice, PANEL_CLASS } from './checkout-steps';
import { MissingDetailsNotice, readValidDetails } from './details-gate';
import { PickupDetails } from './pickup-details';
import { useCheckoutCart, useSessionChoice } from './use-checkout';

/** "2–5 working days · Door-to-door courier… Free delivery on orders of Rs. 10,000 or more.", from the method's fields. */
function optionInfo(option: ShippingOption): string {
  const text = [option.description, freeDeliveryNote(option.freeShippingMinSubtotal)].filter(Boolean).join(' ');
  return [deliveryDaysLabel(option.estimatedDaysMin, option.estimatedDaysMax), text].filter(Boolean).join(' · ');
}

/**
 * /shipping-method: each active method with its fee for this cart's weight and city (from the
 * server); a chosen pick-up shows where and when to collect the order.
 */
export function ShippingMethodPicker({ pickup }: { pickup: PickupPoint }) {
  const router = useLocalizedRouter();
  const { cart, lines, ready } = useCheckoutCart();
  const [choice, setChoice] = useSessionChoice(SHIPPING_METHOD_KEY, DEFAULT_SHIPPING_METHOD);
  const valid = useMemo(() => (ready ? readValidDetails() : null), [ready]);
  const request: QuoteInput | null =
    ready && valid && lines.length > 0
      ? { items: lines, cityId: valid.details.cityId, couponCode: readSession(sessionStore(), COUPON_CODE_KEY) }
      : null;
  const query = useQuery({ ...shippingOptionsQuery(request ?? { items: [] }), enabled: request !== null });
  const state = { options: query.data ?? null, error: query.isError ? errorMessage(query.error, CHECKOUT_FAILED) : null };

  if (!ready) return <p className="text-walnut-600">Loading your cart…</p>;
  if (cart.length === 0) return <EmptyCartNotice />;
  if (!valid) return <MissingDetailsNotice />;

  const chosen = state.options?.find((option) => option.method === choice && option.available);
  return (
    <>
      <CheckoutSteps current={1} />
      <CheckoutHeading
        title="Shipping method"
        intro={`Delivery to ${valid.draft.cityName ? deliveryPlace({ town: valid.details.town, cityName: valid.draft.cityName }) : 'your city'}. Fees depend on your parcel's weight and your city.`}
      />
      <form
        className={`${PANEL_CLASS} space-y-4`}
        onSubmit={(event) => {
          event.preventDefault();
          if (!chosen) return;
          setChoice(chosen.method);
          router.push('/payment-method');
        }}
      >
        {state.error && <FormMessage tone="error">{state.error}</FormMessage>}
        {!state.options && !state.error && <p className="text-walnut-600">Finding delivery options…</p>}
        {state.options && (
          <fieldset>
            <legend className="mb-3 text-sm font-semibold text-walnut-800">Choose how your order is delivered</legend>
            <div className="space-y-3">
              {state.options.map((option) => (
                <label
                  key={option.method}
                  className={`flex cursor-pointer items-start gap-3 rounded-2xl border p-4 ${option.method === choice ? 'border-apricot-500 bg-apricot-50' : 'border-sand'} ${option.available ? '' : 'cursor-not-allowed opacity-60'}`}
                >
                  <input
                    type="radio"
                    name="shippingMethod"
                    value={option.method}
                    checked={option.method === choice}
                    disabled={!option.available}
                    onChange={() => setChoice(option.method)}
                    className="mt-1 accent-walnut-900"
                    aria-describedby={`ship-${option.method}-info`}
                  />
                  <span className="flex-1">
                    <span className="flex flex-wrap justify-between gap-2 font-semibold text-walnut-950">
                      <span>{option.name}</span>
                      <span>{option.available ? option.fee === 0 ? 'Free' : <Rupees value={option.fee ?? 0} /> : 'Not available'}</span>
                    </span>
                    <span id={`ship-${option.method}-info`} className="mt-1 block text-sm text-walnut-600">
                      {option.available ? optionInfo(option) : option.message}
                    </span>
                    {option.available && option.collectedAtShop && option.method === choice && <PickupDetails point={pickup} />}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {state.options && !chosen && <FormMessage tone="error">Please choose an available shipping method.</FormMessage>}
        <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
          <Link href="/checkout" className="font-semibold text-walnut-700 underline underline-offset-4">
            Back to details
          </Link>
          <Button type="submit" size="lg" disabled={!chosen}>
            Continue to payment
          </Button>
        </div>
      </form>
    </>
  );
}
