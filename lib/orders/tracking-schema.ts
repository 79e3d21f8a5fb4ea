import { z } from 'zod';
import { PHONE_REQUIRED } from '@/lib/auth/schemas';
import { ORDER_NUMBER_REQUIRED } from '@/lib/checkout/messages';

const required = (message: string) =>
  z
    .unknown()
    .transform((value) => (typeof value === 'string' ? value.trim() : ''))
    .pipe(z.string().min(1, message).max(60, message));

/** /tracking's form. Only presence is checked here: any wrong pair gets one answer from track_order. */
export const trackingSchema = z.object({ orderNumber: required(ORDER_NUMBER_REQUIRED), phone: required(PHONE_REQUIRED) });
