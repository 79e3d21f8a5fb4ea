import { z } from 'zod';
import { PUSH_ENDPOINT_INVALID, PUSH_KEYS_INVALID } from './push-messages';

const MAX_ENDPOINT_LENGTH = 2048;

/** base64url of `bytes` bytes, padding dropped (browsers send none, but some libraries add it). */
function base64url(pattern: RegExp) {
  return z
    .string({ message: PUSH_KEYS_INVALID })
    .max(128, PUSH_KEYS_INVALID)
    .transform((value) => value.trim().replace(/=+$/, ''))
    .pipe(z.string().regex(pattern, PUSH_KEYS_INVALID));
}

const endpoint = z
  .string({ message: PUSH_ENDPOINT_INVALID })
  .trim()
  .min(1, PUSH_ENDPOINT_INVALID)
  .max(MAX_ENDPOINT_LENGTH, PUSH_ENDPOINT_INVALID)
  .refine((value) => URL.canParse(value), PUSH_ENDPOINT_INVALID);

/**
 * A browser's PushSubscription.toJSON(): its push service's endpoint and the keys a message is
 * encrypted to (an uncompressed P-256 point, 65 bytes starting 0x04, and a 16-byte auth secret).
 */
export const pushSubscriptionSchema = z.strictObject({
  endpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject(
    {
      p256dh: base64url(/^B[A-Za-z0-9_-]{86}$/),
      auth: base64url(/^[A-Za-z0-9_-]{22}$/),
    },
    { message: PUSH_KEYS_INVALID },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** The device to turn alerts off for, by its endpoint. */
export const pushEndpointSchema = z.strictObject({ endpoint });
