import { z } from 'zod';
import { endpoint, shape } from '@/lib/api/contract';
import { ADMIN_ACTION_FAILED, ADMIN_LOAD_FAILED } from '@/lib/api/messages';
import { ORDER_PROBLEM_CODES } from '@/lib/errors/database-codes';
import type { PlacedOrder } from '@/lib/checkout/types';
import { correctOrderSchema, moveOrderSchema, transferDecisionSchema } from './admin-actions';
import { adminNewOrderSchema } from './admin-new-order';
import { orderFiltersSchema } from './admin-filters';
import { recordRefundSchema } from './refunds';
import type { AdminOrderDetail, AdminOrderPage } from './admin-types';

type Changed = { ok: true; order: AdminOrderDetail; message: string };

/** Reading an order for the console: admin_order_next_statuses may refuse too. */
const READ_PROBLEMS = ['admin_order_not_found', 'order_not_found', 'not_admin'] as const;

/** The console's order endpoints (admins only). */
export const orderEndpoints = {
  /** One page of orders (filtered, searched) and the counts per status. */
  list: endpoint({
    method: 'GET',
    path: '/api/admin/orders',
    query: orderFiltersSchema,
    errors: ['not_admin'],
    fallback: ADMIN_LOAD_FAILED,
    output: shape<{ ok: true } & AdminOrderPage>(),
  }),
  /** An order taken on WhatsApp or by phone: stock reserved, confirmed, the shopper mailed the confirmation when there is an e-mail. */
  place: endpoint({
    method: 'POST',
    path: '/api/admin/orders',
    body: adminNewOrderSchema,
    status: 201,
    errors: [...ORDER_PROBLEM_CODES, 'not_admin', 'invalid_input', 'checkout_wallet_unavailable'],
    fallback: ADMIN_ACTION_FAILED,
    output: shape<{ ok: true; order: PlacedOrder }>(),
  }),
  /** The whole order with what can happen next. */
  get: endpoint({
    method: 'GET',
    path: '/api/admin/orders/[orderNumber]',
    errors: [...READ_PROBLEMS],
    fallback: ADMIN_LOAD_FAILED,
    output: shape<{ ok: true; order: AdminOrderDetail }>(),
  }),
  /**
   * The order moved on from the status the owner saw (admin_move_order); the shopper is mailed when
   * it is confirmed, shipped, delivered or cancelled. Refused with the database's reason when the move
   * is not allowed or another admin moved the order first.
   */
  move: endpoint({
    method: 'POST',
    path: '/api/admin/orders/[orderNumber]/status',
    body: moveOrderSchema,
    errors: [...READ_PROBLEMS, 'invalid_status_transition', 'invalid_status', 'invalid_input'],
    fallback: ADMIN_ACTION_FAILED,
    output: shape<Changed>(),
  }),
  /**
   * The order's last status move undone, with a reason (admin_correct_order_status): within 24 hours of
   * it, while nothing else has changed. The shopper is not mailed.
   */
  correct: endpoint({
    method: 'POST',
    path: '/api/admin/orders/[orderNumber]/correction',
    body: correctOrderSchema,
    errors: [...READ_PROBLEMS, 'invalid_status_transition', 'invalid_input', 'insufficient_stock'],
    fallback: ADMIN_ACTION_FAILED,
    output: shape<Changed>(),
  }),
  /** The bank transfer confirmed (with the bank's reference and the amount) or marked as not received. */
  decideTransfer: endpoint({
    method: 'POST',
    path: '/api/admin/orders/[orderNumber]/bank-transfer',
    body: transferDecisionSchema,
    errors: [
      ...READ_PROBLEMS,
      'wrong_payment_method',
      'order_cancelled',
      'invalid_status_transition',
      'invalid_status',
      'invalid_input',
      'amount_mismatch',
      'reference_used',
    ],
    fallback: ADMIN_ACTION_FAILED,
    output: shape<Changed>(),
  }),
  /**
   * A refund recorded (admin_record_refund): at most what is left to refund, with the reference of a
   * bank or wallet refund. The shopper is mailed that it was sent.
   */
  recordRefund: endpoint({
    method: 'POST',
    path: '/api/admin/orders/[orderNumber]/refund',
    body: recordRefundSchema,
    errors: [...READ_PROBLEMS, 'invalid_status_transition', 'invalid_input'],
    fallback: ADMIN_ACTION_FAILED,
    output: shape<Changed>(),
  }),
  /**
   * "Check status now": the wallet provider is asked about the order's latest unfinished attempt and
   * its answer applied as a notification would be.
   */
  checkWalletPayment: endpoint({
    method: 'POST',
    path: '/api/admin/orders/[orderNumber]/payment-check',
    body: z.object({}),
    errors: [...READ_PROBLEMS, 'no_wallet_attempt'],
    fallback: ADMIN_ACTION_FAILED,
    output: shape<Changed>(),
  }),
};
