'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocalizedRouter } from '@/components/i18n/use-locale';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/choice-fields';
import { FormMessage, SubmitButton, TextField } from '@/components/ui/form-fields';
import { callEndpoint, errorMessage, fieldErrorsOf } from '@/lib/api/client';
import { ADMIN_ACTION_FAILED } from '@/lib/api/messages';
import { newIdempotencyKey } from '@/lib/checkout/idempotency';
import { formatRupees } from '@/lib/format/rupees';
import { CHANNEL_LABELS, STAFF_CHANNELS } from '@/lib/orders/admin-new-order';
import type { NewOrderChoices } from '@/lib/orders/admin-new-order-choices';
import { orderEndpoints } from '@/lib/orders/contract';

interface Line {
  variantId: string;
  quantity: string;
}

const newLine = (): Line => ({ variantId: '', quantity: '1' });

/**
 * An order the owner takes on WhatsApp or by phone: the channel, the customer (started from their
 * last order when the page was opened for a phone), the items, delivery and payment. The database
 * prices it, reserves the stock and confirms it; the console then opens the new order.
 */
export function AdminNewOrderForm({ choices }: { choices: NewOrderChoices }) {
  const router = useLocalizedRouter();
  const [key] = useState(() => newIdempotencyKey());
  const [channel, setChannel] = useState<(typeof STAFF_CHANNELS)[number]>('whatsapp');
  const [details, setDetails] = useState({
    fullName: choices.customer?.fullName ?? '',
    phone: choices.customer?.phone ?? '',
    email: choices.customer?.email ?? '',
    address: choices.customer?.address ?? '',
    postalCode: choices.customer?.postalCode ?? '',
    notes: '',
  });
  const [cityId, setCityId] = useState(String(choices.customer?.cityId ?? ''));
  const [lines, setLines] = useState<Line[]>([newLine()]);
  const [shippingMethod, setShippingMethod] = useState(choices.shippingMethods[0]?.id ?? '');
  const [paymentMethod, setPaymentMethod] = useState(choices.paymentMethods[0]?.id ?? '');

  const place = useMutation({
    mutationFn: () =>
      callEndpoint(orderEndpoints.place, {
        body: {
          channel,
          items: lines.map((line) => ({ variantId: Number(line.variantId), quantity: Number(line.quantity) })),
          details: { ...details, cityId: Number(cityId) || null, town: null },
          shippingMethod,
          paymentMethod,
          idempotencyKey: key,
        },
      }),
    onSuccess: ({ order }) => router.push(`/admin/orders/${order.orderNumber}`),
  });
  const errors = fieldErrorsOf(place.error);
  const detail = (field: keyof typeof details) => ({
    name: field,
    value: details[field],
    onValueChange: (value: string) => setDetails((current) => ({ ...current, [field]: value })),
    error: errors[field],
  });
  const setLine = (index: number, edited: Partial<Line>) =>
    setLines((current) => current.map((line, i) => (i === index ? { ...line, ...edited } : line)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!place.isPending) place.mutate();
  };
  const variantOptions = [
    { value: '', label: 'Choose a product' },
    ...choices.variants.map((v) => ({
      value: String(v.id),
      label: `${v.name} — ${formatRupees(v.price)} (${v.stock > 0 ? `${v.stock} in stock` : 'out of stock'})`,
    })),
  ];
  const itemsError = errors.items ?? errors.variantId ?? errors.quantity;

  return (
    <form noValidate onSubmit={submit} aria-label="New order" className="mt-6 space-y-8">
      {place.error && <FormMessage tone="error">{errorMessage(place.error, ADMIN_ACTION_FAILED)}</FormMessage>}
      <fieldset>
        <legend className="text-lg font-bold text-walnut-950">Where the order came from</legend>
        <div className="mt-3 flex flex-wrap gap-3">
          {STAFF_CHANNELS.map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-2 rounded-xl border border-sand px-4">
              <input
                type="radio"
                name="channel"
                value={option}
                checked={channel === option}
                onChange={() => setChannel(option)}
                className="size-5 accent-walnut-900"
              />
              {CHANNEL_LABELS[option]}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-bold text-walnut-950">Customer</legend>
        <TextField label="Phone" {...detail('phone')} inputMode="tel" autoComplete="off" />
        <TextField label="Full name" {...detail('fullName')} autoComplete="off" />
        <TextField label="E-mail (optional)" {...detail('email')} type="email" autoComplete="off" />
        <TextField label="Address" {...detail('address')} autoComplete="off" />
        <SelectField
          label="City"
          value={cityId}
          onValueChange={setCityId}
          options={[{ value: '', label: 'Choose a city' }, ...choices.cities.map((c) => ({ value: String(c.id), label: c.name }))]}
        />
        <TextField label="Postal code" {...detail('postalCode')} inputMode="numeric" autoComplete="off" />
        <TextField label="Delivery notes (optional)" {...detail('notes')} className="sm:col-span-2" />
        {errors.cityId && <FormMessage tone="error">{errors.cityId}</FormMessage>}
      </fieldset>

      <fieldset>
        <legend className="text-lg font-bold text-walnut-950">Items</legend>
        <ul className="mt-3 space-y-3">
          {lines.map((line, index) => (
            <li key={index} className="grid grid-cols-[1fr_6rem] items-end gap-3 sm:grid-cols-[1fr_6rem_auto]">
              <SelectField
                label={`Item ${index + 1}`}
                value={line.variantId}
                onValueChange={(variantId) => setLine(index, { variantId })}
                options={variantOptions}
              />
              <TextField
                label="Quantity"
                name={`quantity-${index}`}
                value={line.quantity}
                onValueChange={(quantity) => setLine(index, { quantity })}
                inputMode="numeric"
              />
              {lines.length > 1 && (
                <Button variant="danger-outline" size="sm" onClick={() => setLines((current) => current.filter((_, i) => i !== index))}>
                  Remove item {index + 1}
                </Button>
              )}
            </li>
          ))}
        </ul>
        {itemsError && <FormMessage tone="error">{itemsError}</FormMessage>}
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => setLines((current) => [...current, newLine()])}>
          Add an item
        </Button>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-bold text-walnut-950">Delivery and payment</legend>
        <SelectField
          label="Shipping"
          value={shippingMethod}
          onValueChange={setShippingMethod}
          options={choices.shippingMethods.map((m) => ({ value: m.id, label: m.name }))}
        />
        <SelectField
          label="Payment"
          value={paymentMethod}
          onValueChange={setPaymentMethod}
          options={choices.paymentMethods.map((m) => ({ value: m.id, label: m.name }))}
        />
      </fieldset>

      <SubmitButton pending={place.isPending}>Take the order</SubmitButton>
    </form>
  );
}
