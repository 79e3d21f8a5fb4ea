'use client';

import { useState, type FormEvent } from 'react';
import { SelectField } from '@/components/ui/choice-fields';
import { Button } from '@/components/ui/button';
import { focusFirstInvalid, FormMessage, TextField } from '@/components/ui/form-fields';
import { draftBinder } from '@/components/ui/use-form-fields';
import { toFieldErrors } from '@/lib/errors/field-errors';
import { formatPakistanDateTime } from '@/lib/format/date';
import { formatRupees } from '@/lib/format/rupees';
import type { TeamRole } from '@/lib/auth/team';
import type { AdminOrderDetail } from '@/lib/orders/admin-types';
import {
  needsReference,
  recordRefundSchema,
  REFUND_METHOD_LABELS,
  REFUND_METHODS,
  refundInWords,
  type RecordRefundInput,
  type RefundMethod,
} from '@/lib/orders/refunds';
import { useRecordRefund } from './use-order-change';

type Done = (message: string) => void;

const METHOD_OPTIONS = REFUND_METHODS.map((method) => ({ value: method, label: REFUND_METHOD_LABELS[method] }));

/** The way the shopper paid is the likely way back: a wallet to the wallet, cash collected in cash. */
function likelyMethod(paymentMethod: string): RefundMethod {
  if (paymentMethod === 'jazzcash' || paymentMethod === 'easypaisa') return 'wallet';
  return paymentMethod === 'cod' ? 'cash' : 'bank_transfer';
}

/**
 * Money given back: the amount (what is left, to start with), how it was sent, the reference of a
 * bank or wallet transfer, a note. It asks once before recording, since a refund cannot be undone.
 */
function RefundForm({ order, onDone, onCancel }: { order: AdminOrderDetail; onDone: Done; onCancel?: () => void }) {
  const change = useRecordRefund(order.orderNumber, onDone);
  const [values, setValues] = useState({
    amount: String(order.refundable),
    method: likelyMethod(order.paymentMethod) as string,
    reference: '',
    note: '',
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [asking, setAsking] = useState<RecordRefundInput | null>(null);
  const shown = { ...change.fieldErrors, ...errors };
  const bind = draftBinder(values, shown, (edited) => {
    setValues((current) => ({ ...current, ...edited }));
    setErrors((current) => ({ ...current, ...Object.fromEntries(Object.keys(edited).map((key) => [key, undefined])) }));
  });

  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const amount = values.amount.replace(/[^\d]/g, '');
    const parsed = recordRefundSchema.safeParse({
      amount: amount === '' ? undefined : Number(amount),
      method: values.method,
      reference: values.reference || undefined,
      note: values.note || undefined,
    });
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error.issues));
      focusFirstInvalid(event.currentTarget);
      return;
    }
    change.reset();
    setAsking(parsed.data);
  };

  if (asking) {
    return (
      <div role="group" aria-label="Confirm the refund" className="mt-3 space-y-3 rounded-2xl bg-apricot-50 p-4">
        <p className="font-semibold text-walnut-950">Record a refund of {refundInWords(asking)}?</p>
        <p className="text-sm text-walnut-700">
          {order.email
            ? `The customer is mailed that it was sent, at ${order.email}.`
            : 'This customer has no e-mail address: tell them on WhatsApp or by phone.'}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button size="sm" disabled={change.pending} aria-busy={change.pending || undefined} onClick={() => change.run(asking)}>
            {change.pending ? 'Saving…' : 'Record'}
          </Button>
          <Button variant="secondary" size="sm" disabled={change.pending} onClick={() => setAsking(null)}>
            Go back
          </Button>
        </div>
        {change.error && <FormMessage tone="error">{change.error}</FormMessage>}
      </div>
    );
  }
  return (
    <form noValidate onSubmit={check} aria-label="Record a refund" className="mt-3 space-y-3">
      {change.error && <FormMessage tone="error">{change.error}</FormMessage>}
      <TextField label="Amount refunded (Rs.)" {...bind('amount')} inputMode="numeric" hint={`Up to ${formatRupees(order.refundable)}.`} />
      <SelectField
        label="Sent by"
        value={values.method}
        onValueChange={(method) => bind('method').onValueChange(method)}
        options={METHOD_OPTIONS}
      />
      <TextField
        label={needsReference(values.method) ? 'Transaction reference' : 'Transaction reference (optional)'}
        {...bind('reference')}
        maxLength={64}
        autoComplete="off"
      />
      <TextField label="Note (optional)" {...bind('note')} maxLength={500} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm">
          Record refund
        </Button>
        {onCancel && (
          <Button variant="secondary" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

/**
 * The order page's refund owed, first thing on a cancelled or returned paid order, with the form to
 * record it; staff read what is owed, since refunds are the owner's.
 */
export function RefundOwed({ order, onDone, role }: { order: AdminOrderDetail; onDone: Done; role: TeamRole }) {
  if (role !== 'owner') {
    return (
      <p data-testid="refund-owed" className="mt-3 text-lg font-semibold text-walnut-950">
        Refund owed: {formatRupees(order.refundOwed)} — the owner records refunds.
      </p>
    );
  }
  return (
    <div data-testid="refund-owed">
      <p className="mt-3 text-lg font-semibold text-walnut-950">Refund owed: {formatRupees(order.refundOwed)}</p>
      <p className="text-sm text-walnut-700">
        The order is {order.status === 'returned' ? 'returned' : 'cancelled'} and was paid. Send the money back, then record it here.
      </p>
      <RefundForm order={order} onDone={onDone} />
    </div>
  );
}

/** The refunds recorded on the order, and, for the owner, a refund on any paid order ("Record a refund"). */
export function AdminRefunds({ order, onDone, role }: { order: AdminOrderDetail; onDone: Done; role: TeamRole }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-3">
      {order.refunds.length > 0 && (
        <ul aria-label="Refunds recorded" className="space-y-2">
          {order.refunds.map((refund, index) => (
            <li key={`${refund.at}-${index}`} className="text-sm text-walnut-800">
              <span className="font-semibold text-walnut-950">{refundInWords(refund)}</span> ·{' '}
              <time dateTime={refund.at}>{formatPakistanDateTime(refund.at)}</time>
              {refund.note && <span className="block text-walnut-600">{refund.note}</span>}
            </li>
          ))}
        </ul>
      )}
      {role === 'owner' && order.refundable > 0 && order.refundOwed === 0 && (
        <div className="mt-3">
          {open ? (
            <RefundForm order={order} onDone={onDone} onCancel={() => setOpen(false)} />
          ) : (
            <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
              Record a refund
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
