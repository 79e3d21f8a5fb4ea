import { z } from 'zod';
import { endpoint, shape } from '@/lib/api/contract';
import { CHECKOUT_FAILED } from '@/lib/checkout/messages';
import { trackingSchema } from './tracking-schema';
import type { OrderDetail, Tracking } from './types';

/** The shopper's own orders, and tracking by order number and phone for anyone. */
export const shopperOrderEndpoints = {
  /** The signed-in shopper's own order; anyone else's, or none, is own_order_not_found. */
  get: endpoint({
    method: 'GET',
    path: '/api/orders/[orderNumber]',
    errors: ['own_order_not_found'],
    fallback: CHECKOUT_FAILED,
    output: shape<{ ok: true; order: OrderDetail }>(),
  }),
  /** The shopper's own pending order, cancelled; the owner is told when this request cancelled it. */
  cancel: endpoint({
    method: 'POST',
    path: '/api/orders/[orderNumber]/cancel',
    body: z.object({}),
    errors: ['order_not_found', 'not_cancellable', 'not_signed_in'],
    fallback: CHECKOUT_FAILED,
    output: shape<{ ok: true; order: OrderDetail | null; message: string }>(),
  }),
  /** The status, timeline and courier number of the order placed with that number and phone. */
  track: endpoint({
    method: 'POST',
    path: '/api/tracking',
    body: trackingSchema,
    errors: ['tracking_not_found'],
    fallback: CHECKOUT_FAILED,
    output: shape<{ ok: true; tracking: Tracking }>(),
  }),
};
