'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormMessage, TextField } from '@/components/ui/form-fields';
import { draftBinder } from '@/components/ui/use-form-fields';
import type { AdminOrderDetail } from '@/lib/orders/admin-types';
import { formatRupees } from '@/lib/format/rupees';
import { transferRejection } from '@/lib/orders/move-confirmations';
import { useTransferDecision } from './use-order-change';

/**
 * The owner has looked at the bank account: the money is there (recorded under the bank's
 * reference, which can belong to one transfer only; the amount must be the order's total) or it
 * did not come.
 */
export function BankTransferDecision({ order, onDone }: { order: AdminOrderDetail; onDone: (message: string) => void }) {
  const change = useTransferDecision(order.orderNumber, onDone);
  const [values, setValues] = useState({ reference: '', amount: String(order.total), note: '' });
  const bind = draftBinder(values, change.fieldErrors, (edited) => setValues((current) => ({ ...current, ...edited })));
  const [rejecting, setRejecting] = useState(false);
  const [asking, setAsking] = useState(false);

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    change.run({ decision: 'confirm', reference: values.reference, amount: Number(values.amount.replace(/[^\d]/g, '')) });
  };
  // Asks once; a note left empty is refused by the server without asking.
  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (values.note.trim()) setAsking(true);
    else change.run({ decision: 'reject', note: values.note });
  };
  const rejectConfirmed = () => {
    setAsking(false);
    change.run({ decision: 'reject', note: values.note });
  };

  return (
    <div className="mt-3 space-y-4">
      <p className="text-sm text-walnut-700">
        Check the bank account for {formatRupees(order.total)} with the reference {order.orderNumber}.
      </p>
      {change.error && <FormMessage tone="error">{change.error}</FormMessage>}
      <form noValidate onSubmit={confirm} aria-label="Confirm bank transfer" className="space-y-3">
        <TextField label="Bank's transaction reference" {...bind('reference')} maxLength={64} autoComplete="off" />
        <TextField label="Amount received (Rs.)" {...bind('amount')} inputMode="numeric" />
        <Button type="submit" size="sm" disabled={change.pending} aria-busy={change.pending || undefined}>
          {change.pending ? 'Saving…' : 'Confirm transfer received'}
        </Button>
      </form>
      {order.paymentStatus === 'awaiting_transfer' &&
        (rejecting ? (
          <form noValidate onSubmit={reject} aria-label="Transfer not received" className="space-y-3 rounded-2xl bg-red-50 p-4">
            <TextField label="What happened" {...bind('note')} maxLength={500} />
            <Button type="submit" variant="danger" size="sm" disabled={change.pending} aria-busy={change.pending || undefined}>
              Mark as not received
            </Button>
          </form>
        ) : (
          <Button variant="danger-outline" size="sm" onClick={() => setRejecting(true)}>
            Transfer not received
          </Button>
        ))}
      <ConfirmDialog
        confirmation={asking ? transferRejection(order) : null}
        danger
        onConfirm={rejectConfirmed}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
