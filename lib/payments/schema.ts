import { z } from 'zod';

/** POST /api/payments/start. */
export const startPaymentSchema = z.object({
  orderNumber: z.string().trim().min(1, 'Order number is required').max(40),
  checkoutKey: z.string().max(100).nullable().optional(),
});

/** A provider's notification: flat fields of text or numbers (a wallet's signed fields, an order reference). */
export const notificationSchema = z
  .record(z.string().max(64), z.union([z.string().max(2000), z.number()]))
  .refine((fields) => Object.keys(fields).length <= 60, 'Too many fields')
  .transform((fields) => Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)])));

/** Easypay's IPN: GET with the link to read the notification from. */
export const notificationLinkSchema = z.object({ url: z.string().trim().min(1, 'url is required').max(2000) });

/** POST /payment/continue: the signed form /api/payments/start answered, carried on to the wallet's page. */
export const continueFormSchema = z.object({
  action: z.string().max(2000),
  fields: notificationSchema,
});
