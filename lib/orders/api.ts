import { callEndpoint } from '@/lib/api/client';
import type { Tracking } from './types';

// The contracts are loaded when a call is made: their schemas stay out of the pages' first JavaScript.

/** A look-up that is rate-limited per client, so it is sent once per submit and never replayed. */
export async function trackOrder(input: { orderNumber: string; phone: string }): Promise<Tracking> {
  const { shopperOrderEndpoints } = await import('./shopper-contract');
  return (await callEndpoint(shopperOrderEndpoints.track, { body: input })).tracking;
}

export async function cancelOrder(orderNumber: string): Promise<{ message: string }> {
  const { shopperOrderEndpoints } = await import('./shopper-contract');
  return callEndpoint(shopperOrderEndpoints.cancel, { params: { orderNumber }, body: {} });
}
