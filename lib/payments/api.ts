import { callEndpoint } from '@/lib/api/client';
import { paymentEndpoints, type StartedPayment } from './contract';

/** Opens a new attempt for the order; never retried by itself (each call is a new attempt reference). */
export function startPayment(input: { orderNumber: string; checkoutKey: string | null }): Promise<StartedPayment> {
  return callEndpoint(paymentEndpoints.start, { body: input }).then((answer) => answer.payment);
}
