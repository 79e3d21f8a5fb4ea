'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage, TextField } from '@/components/ui/form-fields';
import { useOrderBooking } from './use-order-change';
import { formatRupees } from '@/lib/format/rupees';
import type { AdminOrderDetail } from '@/lib/orders/admin-types';

/**
 * Booking the order with its shipping method's courier, in two taps: "Book with <courier>" shows
 * what the courier will be told (amount to collect, weight, pieces: the last two may be corrected),
 * then "Book now". A booking the courier never answered is tried again from here, and is booked once.
 */
export function CourierBooking({ order, onDone }: { order: AdminOrderDetail; onDone: (message: string) => void }) {
  const booking = useOrderBooking(order.orderNumber, onDone);
  const [open, setOpen] = useState(false);
  const courier = order.bookableWith;
  if (!courier || order.shipment?.state === 'booked' || !order.nextStatuses.includes('shipped')) return null;
  const waiting = order.shipment?.state === 'booking';

  return (
    <div className="mt-3 space-y-3">
      {booking.error && <FormMessage tone="error">{booking.error}</FormMessage>}
      {waiting && (
        <p className="text-sm text-walnut-800">
          {courier} did not answer the last booking. Try again: it is asked first, so the parcel is booked once.
        </p>
      )}
      {waiting ? (
        <Button size="sm" disabled={booking.pending} aria-busy={booking.pending || undefined} onClick={() => booking.run({})}>
          {booking.pending ? 'Booking…' : `Try booking with ${courier} again`}
        </Button>
      ) : (
        <Button variant="primary" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
          Book with {courier}
        </Button>
      )}
      {open && !waiting && <BookingForm order={order} pending={booking.pending} fieldErrors={booking.fieldErrors} onSubmit={booking.run} />}
    </div>
  );
}

function BookingForm({
  order,
  pending,
  fieldErrors,
  onSubmit,
}: {
  order: AdminOrderDetail;
  pending: boolean;
  fieldErrors: Partial<Record<string, string>>;
  onSubmit: (input: { weightGrams: number; pieces: number }) => void;
}) {
  const [weight, setWeight] = useState(String(order.weightGrams));
  const [pieces, setPieces] = useState('1');
  const cod = order.paymentStatus === 'cod_pending' ? order.total : 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ weightGrams: Number(weight), pieces: Number(pieces) });
  };
  return (
    <form noValidate onSubmit={submit} aria-label={`Book with ${order.bookableWith}`} className="space-y-3 rounded-2xl bg-cream p-4">
      <p data-testid="booking-cod" className="font-semibold text-walnut-950">
        {cod > 0 ? `The courier collects ${formatRupees(cod)}` : 'Paid: the courier collects nothing'}
      </p>
      <p className="text-sm text-walnut-700">
        To {order.fullName}, {order.cityName}
      </p>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Weight (grams)"
          name="weightGrams"
          inputMode="numeric"
          value={weight}
          onValueChange={setWeight}
          error={fieldErrors.weightGrams}
        />
        <TextField label="Pieces" name="pieces" inputMode="numeric" value={pieces} onValueChange={setPieces} error={fieldErrors.pieces} />
      </div>
      <Button type="submit" size="sm" disabled={pending} aria-busy={pending || undefined}>
        {pending ? 'Booking…' : 'Book now'}
      </Button>
    </form>
  );
}
