import { z } from 'zod';
import { ORDER_STATUSES } from './admin-filters';

const note = z.string().trim().max(500, 'The note is limited to 500 characters.');
const courierField = z.string().trim().max(60, 'The courier is limited to 60 characters.');
const trackingField = z.string().trim().max(60, 'The tracking number is limited to 60 characters.');

/**
 * POST /api/admin/orders/{n}/status: move an order on from the status the console showed. Cancelling
 * needs a reason (the shopper reads it); handing to the courier needs the courier and its number.
 */
export const moveOrderSchema = z
  .object({
    from: z.enum(ORDER_STATUSES, { message: 'Unknown order status.' }),
    to: z.enum(ORDER_STATUSES, { message: 'Unknown order status.' }),
    note: note.optional(),
    courier: courierField.optional(),
    trackingNumber: trackingField.optional(),
    restock: z.boolean().optional(),
  })
  .superRefine((move, context) => {
    if (move.to === 'cancelled' && !move.note)
      context.addIssue({ code: 'custom', path: ['note'], message: 'Please give a reason for cancelling.' });
    if (move.to === 'shipped' && !move.courier)
      context.addIssue({ code: 'custom', path: ['courier'], message: 'Please enter the courier.' });
    if (move.to === 'shipped' && !move.trackingNumber)
      context.addIssue({ code: 'custom', path: ['trackingNumber'], message: 'Please enter the tracking number.' });
  });
export type MoveOrderInput = z.infer<typeof moveOrderSchema>;

/** POST /api/admin/orders/{n}/bank-transfer: the money arrived (with the bank's reference), or it did not. */
export const transferDecisionSchema = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('confirm'),
    reference: z
      .string()
      .trim()
      .min(4, "Please enter the bank's transaction reference (4 to 64 characters).")
      .max(64, "Please enter the bank's transaction reference (4 to 64 characters)."),
    amount: z
      .number({ message: 'Please enter the amount received.' })
      .int('Please enter the amount in whole rupees.')
      .positive('Please enter the amount received.'),
    note: note.optional(),
  }),
  z.object({ decision: z.literal('reject'), note: note.min(1, 'Please say why the transfer is rejected.') }),
]);
export type TransferDecisionInput = z.infer<typeof transferDecisionSchema>;

/**
 * POST /api/admin/orders/{n}/correction: undo the order's last status move (admin_correct_order_status),
 * for the status the console showed, with the reason.
 */
export const correctOrderSchema = z.object({
  expected: z.enum(ORDER_STATUSES, { message: 'Unknown order status.' }),
  reason: note.min(1, 'Please give the reason for the correction.'),
});
export type CorrectOrderInput = z.infer<typeof correctOrderSchema>;

/** What the console calls each move, in the owner's words. */
export const MOVE_LABELS: Record<string, string> = {
  confirmed: 'Confirm order',
  processing: 'Mark as packed',
  shipped: 'Hand to courier',
  out_for_delivery: 'Out for delivery',
  delivered: 'Mark as delivered',
  delivery_failed: 'Delivery failed',
  returning: 'Parcel coming back',
  returned: 'Parcel returned',
  cancelled: 'Cancel order',
};
