import { callApi } from '@/lib/api/client';
import { PAYMENT_START_FAILED } from './messages';
import type { CheckoutForm } from '@/lib/providers/wallets/wallet';

export interface StartedPaymentAnswer {
  reference: string;
  provider: string;
  sandbox: boolean;
  form: CheckoutForm;
}

/** Opens a new attempt for the order; never retried by itself (each call is a new attempt reference). */
export function startPayment(input: { orderNumber: string; checkoutKey: string | null }): Promise<StartedPaymentAnswer> {
  return callApi<{ payment: StartedPaymentAnswer }>('/api/payments/start', {
    method: 'POST',
    body: input,
    fallbackMessage: PAYMENT_START_FAILED,
  }).then((answer) => answer.payment);
}
