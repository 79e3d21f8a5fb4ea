'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormMessage, TextField } from '@/components/ui/form-fields';
import { draftBinder } from '@/components/ui/use-form-fields';
import { MOVE_LABELS, moveOrderSchema, type MoveOrderInput } from '@/lib/orders/admin-actions';
import type { OrderStatus } from '@/lib/orders/admin-filters';
import type { AdminOrderDetail } from '@/lib/orders/admin-types';
import { moveConfirmation } from '@/lib/orders/move-confirmations';
import { statusLabel } from '@/lib/orders/types';
import { useOrderMove } from './use-order-change';

/** Moves that need more than a tap have their own small form. */
const WITH_FORM = new Set(['shipped', 'cancelled', 'returned']);

type Move = Omit<MoveOrderInput, 'from'>;

/**
 * The moves the database allows from the order's status (admin_order_next_statuses), each sent with
 * the status the owner saw, so a move made on an order someone else has changed is refused. Moves
 * that record money or cannot simply be taken back ask once first (lib/orders/move-confirmations.ts).
 */
export function AdminOrderActions({ order, onDone }: { order: AdminOrderDetail; onDone: (message: string) => void }) {
  const change = useOrderMove(order.orderNumber, onDone);
  const [open, setOpen] = useState<string | null>(null);
  const [asking, setAsking] = useState<Move | null>(null);
  const from = order.status as OrderStatus;
  // A move the server would refuse (a cancellation without its reason) is sent without asking, for its message.
  const send = (input: Move) =>
    moveConfirmation(order, input) && moveOrderSchema.safeParse({ from, ...input }).success
      ? setAsking(input)
      : change.run({ from, ...input });
  const confirmed = () => {
    if (asking) change.run({ from, ...asking });
    setAsking(null);
  };
  const taps = order.nextStatuses.filter((status) => !WITH_FORM.has(status));

  if (order.nextStatuses.length === 0) {
    return <p className="mt-3 text-walnut-700">Nothing more to do: this order is {statusLabel(order.status).toLowerCase()}.</p>;
  }
  return (
    <div className="mt-3 space-y-4">
      {change.error && <FormMessage tone="error">{change.error}</FormMessage>}
      <div className="flex flex-wrap gap-3">
        {taps.map((status, index) => (
          <Button
            key={status}
            variant={index === 0 ? 'primary' : 'secondary'}
            size="sm"
            disabled={change.pending}
            aria-busy={change.pending || undefined}
            onClick={() => send({ to: status as OrderStatus })}
          >
            {MOVE_LABELS[status] ?? statusLabel(status)}
          </Button>
        ))}
        {order.nextStatuses
          .filter((status) => WITH_FORM.has(status))
          .map((status) => (
            <Button
              key={status}
              variant={status === 'cancelled' ? 'danger-outline' : 'secondary'}
              size="sm"
              aria-expanded={open === status}
              onClick={() => setOpen(open === status ? null : status)}
            >
              {MOVE_LABELS[status] ?? statusLabel(status)}
            </Button>
          ))}
      </div>
      {open === 'shipped' && order.nextStatuses.includes('shipped') && (
        <ShipForm
          order={order}
          pending={change.pending}
          fieldErrors={change.fieldErrors}
          onSubmit={(courier, trackingNumber) => send({ to: 'shipped', courier, trackingNumber })}
        />
      )}
      {open === 'cancelled' && order.nextStatuses.includes('cancelled') && (
        <CancelForm pending={change.pending} fieldError={change.fieldErrors.note} onSubmit={(note) => send({ to: 'cancelled', note })} />
      )}
      {open === 'returned' && order.nextStatuses.includes('returned') && (
        <ReturnForm pending={change.pending} onSubmit={(restock) => send({ to: 'returned', restock })} />
      )}
      <ConfirmDialog
        confirmation={asking && moveConfirmation(order, asking)}
        danger={asking?.to === 'cancelled'}
        onConfirm={confirmed}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}

function ShipForm({
  order,
  pending,
  fieldErrors,
  onSubmit,
}: {
  order: AdminOrderDetail;
  pending: boolean;
  fieldErrors: Partial<Record<string, string>>;
  onSubmit: (courier: string, trackingNumber: string) => void;
}) {
  const [values, setValues] = useState({ courier: order.courier ?? order.shippingMethodName, trackingNumber: order.trackingNumber ?? '' });
  const bind = draftBinder(values, fieldErrors, (change) => setValues((current) => ({ ...current, ...change })));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values.courier, values.trackingNumber);
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Hand to courier" className="space-y-3 rounded-2xl bg-cream p-4">
      <TextField label="Courier" {...bind('courier')} maxLength={60} required />
      <TextField label="Tracking number" {...bind('trackingNumber')} maxLength={60} required autoComplete="off" />
      <Button type="submit" size="sm" disabled={pending} aria-busy={pending || undefined}>
        {pending ? 'Saving…' : 'Save and mark as shipped'}
      </Button>
    </form>
  );
}

function CancelForm({ pending, fieldError, onSubmit }: { pending: boolean; fieldError?: string; onSubmit: (note: string) => void }) {
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(note);
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Cancel order" className="space-y-3 rounded-2xl bg-red-50 p-4">
      <TextField
        label="Reason (the customer sees it)"
        name="note"
        value={note}
        onValueChange={setNote}
        maxLength={500}
        required
        error={fieldError}
        hint="The stock goes back on the shelf."
      />
      <Button type="submit" variant="danger" size="sm" disabled={pending} aria-busy={pending || undefined}>
        {pending ? 'Cancelling…' : 'Cancel this order'}
      </Button>
    </form>
  );
}

function ReturnForm({ pending, onSubmit }: { pending: boolean; onSubmit: (restock: boolean) => void }) {
  const [restock, setRestock] = useState(true);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(restock);
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Parcel returned" className="space-y-3 rounded-2xl bg-cream p-4">
      <label className="flex items-center gap-3 text-walnut-900">
        <input
          type="checkbox"
          checked={restock}
          onChange={(event) => setRestock(event.target.checked)}
          className="size-5 accent-apricot-600"
        />
        Put the items back in stock (untick for damaged goods)
      </label>
      <Button type="submit" size="sm" disabled={pending} aria-busy={pending || undefined}>
        {pending ? 'Saving…' : 'Mark as returned'}
      </Button>
    </form>
  );
}
