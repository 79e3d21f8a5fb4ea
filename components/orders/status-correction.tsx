'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage, TextField } from '@/components/ui/form-fields';
import type { OrderStatus } from '@/lib/orders/admin-filters';
import type { AdminOrderDetail } from '@/lib/orders/admin-types';
import { formatPakistanDateTime } from '@/lib/format/date';
import { statusLabel } from '@/lib/orders/types';
import { useOrderCorrection } from './use-order-change';

/**
 * "Undo: back to Out for delivery": the order's last status move undone, with a reason, while the
 * database allows it (order.correction, from admin_correction). Rendered with a key per move, so a
 * half-typed reason never carries over to another move.
 */
export function StatusCorrection({ order, onDone }: { order: AdminOrderDetail; onDone: (message: string) => void }) {
  const change = useOrderCorrection(order.orderNumber, onDone);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (!order.correction) return null;
  const back = statusLabel(order.correction.to);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.run({ expected: order.status as OrderStatus, reason });
  };
  return (
    <div className="mt-5 space-y-3 border-t border-sand pt-4">
      <p className="text-sm text-walnut-700">
        Moved to {statusLabel(order.correction.from).toLowerCase()} by mistake? It can be undone until{' '}
        {formatPakistanDateTime(order.correction.until)}.
      </p>
      {change.error && <FormMessage tone="error">{change.error}</FormMessage>}
      <Button variant="secondary" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
        Undo: back to {back}
      </Button>
      {open && (
        <form noValidate onSubmit={submit} aria-label="Correct the status" className="space-y-3 rounded-2xl bg-cream p-4">
          <TextField
            label="Reason for the correction"
            name="reason"
            value={reason}
            onValueChange={setReason}
            maxLength={500}
            required
            error={change.fieldErrors.reason}
            hint="Kept in the timeline for the shop. The customer gets no mail about it."
          />
          <Button type="submit" size="sm" disabled={change.pending} aria-busy={change.pending || undefined}>
            {change.pending ? 'Saving…' : `Back to ${back}`}
          </Button>
        </form>
      )}
    </div>
  );
}
