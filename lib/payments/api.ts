import { callEndpoint } from '@/lib/api/client';
import type { StartedPayment } from './contract';

/**
 * Opens a new attempt for the order; never retried by itself (each call is a new attempt reference).
 * The contract is loaded when the shopper pays: its schemas stay out of the order pages' first JavaScript.
 */
export async function startPayment(input: { orderNumber: string; checkoutKey: string | null }): Promise<StartedPayment> {
  const { paymentEndpoints } = await import('./contract');
  return (await callEndpoint(paymentEndpoints.start, { body: input })).payment;
}
