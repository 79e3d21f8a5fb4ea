import { z } from 'zod';
import { formatRupees } from '@/lib/format/rupees';
import { Constants } from '@/lib/supabase/database.types';

/** The ways a refund is sent (public.refund_method). */
export const REFUND_METHODS = Constants.public.Enums.refund_method;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** Each way in the owner's words, for the form ("Bank transfer") and within a sentence ("bank transfer"). */
export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  bank_transfer: 'Bank transfer',
  wallet: 'Wallet (JazzCash or Easypaisa)',
  cash: 'Cash',
};
const IN_A_SENTENCE: Record<RefundMethod, string> = { bank_transfer: 'bank transfer', wallet: 'wallet', cash: 'cash' };

function refundMethodWords(method: string): string {
  return IN_A_SENTENCE[method as RefundMethod] ?? method;
}

/** Bank transfers and wallet refunds have a transaction reference; cash may have none. */
export function needsReference(method: string): boolean {
  return method !== 'cash';
}

const REFERENCE_NEEDED = 'Please enter the reference of the transfer (up to 64 characters).';

/** POST /api/admin/orders/{n}/refund: money given back (admin_record_refund checks the amount left). */
export const recordRefundSchema = z
  .object({
    amount: z
      .number({ message: 'Please enter the refund in whole rupees.' })
      .int('Please enter the refund in whole rupees.')
      .positive('Please enter the refund in whole rupees, more than Rs. 0.'),
    method: z.enum(REFUND_METHODS, { message: 'Please choose how the refund was sent: bank transfer, wallet or cash.' }),
    reference: z.string().trim().max(64, 'The reference is limited to 64 characters.').optional(),
    note: z.string().trim().max(500, 'The note is limited to 500 characters.').optional(),
  })
  .superRefine((refund, context) => {
    if (needsReference(refund.method) && !refund.reference)
      context.addIssue({ code: 'custom', path: ['reference'], message: REFERENCE_NEEDED });
  });
export type RecordRefundInput = z.infer<typeof recordRefundSchema>;

/** The refund as recorded: what the shopper's mail and the owner's notice speak of. */
export interface RecordedRefund {
  id: number;
  amount: number;
  method: RefundMethod;
  reference: string | null;
}

/** "by bank transfer", "by wallet", "in cash". */
export function refundWay(method: string): string {
  return method === 'cash' ? 'in cash' : `by ${refundMethodWords(method)}`;
}

/** "Rs. 500 by bank transfer (ref MZ-123)". */
export function refundInWords(refund: { amount: number; method: string; reference?: string | null }): string {
  return `${formatRupees(refund.amount)} ${refundWay(refund.method)}${refund.reference ? ` (ref ${refund.reference})` : ''}`;
}

/** What the owner reads once a refund is recorded. */
export const refundRecorded = (refund: Pick<RecordedRefund, 'amount'>, left: number) =>
  left > 0
    ? `Refund of ${formatRupees(refund.amount)} recorded; ${formatRupees(left)} is left to refund.`
    : `Refund of ${formatRupees(refund.amount)} recorded; the order is refunded in full.`;

/**
 * The orders that owe a refund, as columns for the orders list's filter: cancelled or returned while
 * paid, cash collected or partly refunded (private.refund_owed's rule; a full refund makes the payment
 * "refunded"). tests/integration/api-admin-refunds.test.ts holds the filter to admin_refunds_owed.
 */
export const REFUND_OWED_ORDER = {
  statuses: ['cancelled', 'returned'],
  paymentStatuses: ['paid', 'cod_collected', 'partly_refunded'],
} as const;
