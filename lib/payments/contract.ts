import { endpoint, shape } from '@/lib/api/contract';
import type { CheckoutForm } from '@/lib/providers/wallets/wallet';
import { PAYMENT_START_FAILED } from './messages';
import { notificationLinkSchema, notificationSchema, startPaymentSchema } from './schema';
import type { Settlement } from './settle';

/** A new attempt at a wallet payment: the signed form the browser posts to the wallet's hosted page. */
export interface StartedPayment {
  reference: string;
  provider: string;
  sandbox: boolean;
  form: CheckoutForm;
}

/** A provider's notification, acknowledged in its own words when it expects some. */
type Acknowledged = { ok: true; message: string; state: Settlement['state'] } & Record<string, string | boolean>;

/** The wallet payments' endpoints: the shopper's start, and the providers' notifications. */
export const paymentEndpoints = {
  /**
   * A new attempt for a wallet order waiting for payment. The order's signed-in owner, or the tab
   * holding its checkout key, only; never retried by itself (each call is a new attempt reference).
   */
  start: endpoint({
    method: 'POST',
    path: '/api/payments/start',
    body: startPaymentSchema,
    errors: ['payment_order_not_found', 'wallet_not_offered', 'payment_time_passed', 'payment_not_due', 'payment_start_failed'],
    fallback: PAYMENT_START_FAILED,
    output: shape<{ ok: true; payment: StartedPayment }>(),
  }),
  /** A wallet that posts its notification's fields (JazzCash: its signed pp_ fields), as JSON or as a form. */
  notify: endpoint({
    method: 'POST',
    path: '/api/payments/[provider]/ipn',
    body: notificationSchema,
    errors: ['unknown_wallet'],
    fallback: PAYMENT_START_FAILED,
    output: shape<Acknowledged>(),
  }),
  /** A wallet whose notification names a link on its own host that holds it (Easypay). */
  notifyByLink: endpoint({
    method: 'GET',
    path: '/api/payments/[provider]/ipn',
    query: notificationLinkSchema,
    errors: ['unknown_wallet', 'notification_not_from_provider', 'notification_unreadable'],
    fallback: PAYMENT_START_FAILED,
    output: shape<{ ok: true; message: string; state: Settlement['state'] }>(),
  }),
};
