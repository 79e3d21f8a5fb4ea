import { CHECKOUT_FAILED } from '@/lib/checkout/messages';
import { callApi } from '@/lib/api/client';
import type { Tracking } from './types';

/** POST /api/tracking: a look-up that is rate-limited per client, so it is sent once per submit and never replayed. */
export function trackOrder(input: { orderNumber: string; phone: string }): Promise<Tracking> {
  return callApi<{ tracking: Tracking }>('/api/tracking', { method: 'POST', body: input, fallbackMessage: CHECKOUT_FAILED }).then(
    (answer) => answer.tracking,
  );
}
