import { callEndpoint } from '@/lib/api/client';
import { shopperOrderEndpoints } from './shopper-contract';
import type { Tracking } from './types';

/** A look-up that is rate-limited per client, so it is sent once per submit and never replayed. */
export function trackOrder(input: { orderNumber: string; phone: string }): Promise<Tracking> {
  return callEndpoint(shopperOrderEndpoints.track, { body: input }).then((answer) => answer.tracking);
}

export function cancelOrder(orderNumber: string): Promise<{ message: string }> {
  return callEndpoint(shopperOrderEndpoints.cancel, { params: { orderNumber }, body: {} });
}
