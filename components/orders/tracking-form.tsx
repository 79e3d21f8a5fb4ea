'use client';

import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { FormMessage, SubmitButton, TextField } from '@/components/ui/form-fields';
import { useFormFields } from '@/components/ui/use-form-fields';
import { CHECKOUT_FAILED } from '@/lib/checkout/messages';
import { errorMessage, fieldErrorsOf } from '@/lib/api/client';
import { trackOrder } from '@/lib/orders/api';
import { statusLabel, type Tracking } from '@/lib/orders/types';
import { CourierTracking } from './courier-tracking';
import { CourierEvents } from './courier-events';
import { OrderTimeline } from './order-timeline';

/**
 * /tracking: order number + phone → the status timeline, the town or city the parcel goes to and the
 * courier's tracking number (how a shopper without e-mail follows the order). The
 * confirmation's "Track your order" opens /tracking?order=<number>, which fills the number in.
 */
export function LinkedTrackingForm() {
  const linked = useSearchParams().get('order')?.trim().slice(0, 40) ?? '';
  return <TrackingForm key={linked} orderNumber={linked} />;
}

/** The form itself; the static page renders it empty until the address's ?order= is known. */
export function TrackingForm({ orderNumber = '' }: { orderNumber?: string }) {
  const { values, setErrors, bind } = useFormFields({ orderNumber, phone: '' });
  const [message, setMessage] = useState<string | null>(null);
  const [tracking, setTracking] = useState<Tracking | null>(null);
  const lookup = useMutation({ mutationFn: trackOrder });
  const pending = lookup.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setMessage(null);
    lookup.mutate(values, {
      onSuccess: setTracking,
      onError: (error) => {
        setTracking(null);
        setErrors(fieldErrorsOf(error));
        setMessage(errorMessage(error, CHECKOUT_FAILED));
      },
    });
  };

  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="font-display text-4xl font-bold text-walnut-950">Track your order</h1>
      <p className="mt-2 text-walnut-600">Enter your order number (e.g. GDF-2611-7KQ2MX) and the phone number you ordered with.</p>
      <form
        noValidate
        onSubmit={submit}
        aria-label="Track an order"
        className="mt-8 space-y-5 rounded-3xl border border-sand bg-white p-6 shadow-sm shadow-walnut-900/5 sm:p-8"
      >
        {message && <FormMessage tone="error">{message}</FormMessage>}
        <TextField label="Order number" {...bind('orderNumber')} autoComplete="off" />
        <TextField label="Phone number" {...bind('phone')} type="tel" inputMode="tel" autoComplete="tel" />
        <SubmitButton pending={pending}>Track order</SubmitButton>
      </form>
      {tracking && (
        <section
          aria-labelledby="tracking-result"
          className="mt-8 rounded-3xl border border-sand bg-white p-6 shadow-sm shadow-walnut-900/5 sm:p-8"
        >
          <h2 id="tracking-result" className="font-display text-2xl font-bold text-walnut-950">
            Order {tracking.orderNumber}: {statusLabel(tracking.status)}
          </h2>
          {tracking.shippingMethod && <p className="mt-2 text-walnut-700">Shipping: {tracking.shippingMethod}</p>}
          {tracking.deliveryTo && <p className="mt-1 text-walnut-700">Delivery to: {tracking.deliveryTo}</p>}
          <CourierTracking parcel={tracking} />
          <OrderTimeline events={tracking.events} />
          <CourierEvents events={tracking.courierEvents} />
        </section>
      )}
    </div>
  );
}
