import { z } from 'zod';
import type { Database } from '@/lib/supabase/database.types';
import { cartLinesSchema, checkoutDetailsSchema, methodId } from '@/lib/checkout/schema';
import { isIdempotencyKey } from '@/lib/checkout/idempotency';

/** How an order came in (orders.channel): the shop's checkout, or taken by staff. */
export type OrderChannel = Database['public']['Enums']['order_channel'];

/** The channels an order taken in the console can have, as the form offers them. */
export const STAFF_CHANNELS = ['whatsapp', 'phone'] as const;

export const CHANNEL_LABELS: Record<OrderChannel, string> = {
  web: 'Website',
  whatsapp: 'WhatsApp',
  phone: 'Phone call',
};

/** How the console says when an order came in: "Placed", "Taken on WhatsApp", "Taken by phone". */
export function channelPlacedLabel(channel: OrderChannel): string {
  if (channel === 'whatsapp') return 'Taken on WhatsApp';
  if (channel === 'phone') return 'Taken by phone';
  return 'Placed';
}

const CHANNEL_REQUIRED = 'Say whether the order came on WhatsApp or by phone.';

/**
 * POST /api/admin/orders: an order the owner takes on WhatsApp or by phone (admin_place_order). The
 * items and the customer's details follow checkout's rules and messages; the key makes a retry or a
 * double click answer the same order.
 */
export const adminNewOrderSchema = z.object({
  channel: z.enum(STAFF_CHANNELS, { error: CHANNEL_REQUIRED }),
  items: cartLinesSchema,
  details: checkoutDetailsSchema,
  shippingMethod: methodId,
  paymentMethod: methodId,
  idempotencyKey: z.string().refine(isIdempotencyKey, 'The form lost its key. Please reload the page.'),
});

export type AdminNewOrder = z.output<typeof adminNewOrderSchema>;
