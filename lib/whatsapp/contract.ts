import { z } from 'zod';
import { endpoint, shape } from '@/lib/api/contract';
import { webhookNotificationSchema } from '@/lib/providers/whatsapp/webhook-payload';
import { WHATSAPP_WEBHOOK_FAILED } from './messages';

/** Meta's subscription handshake: GET ?hub.mode=subscribe&hub.verify_token=…&hub.challenge=… */
const verifySchema = z.object({
  'hub.mode': z.literal('subscribe'),
  'hub.verify_token': z.string().min(1).max(200),
  'hub.challenge': z.string().min(1).max(200),
});

/** The WhatsApp Cloud API's webhook (app/api/webhooks/whatsapp), called by Meta or by the sandbox, never by the shop's pages. */
export const whatsAppEndpoints = {
  /** Answered with the challenge as text/plain when the verify token matches. */
  verify: endpoint({
    method: 'GET',
    path: '/api/webhooks/whatsapp',
    query: verifySchema,
    errors: ['whatsapp_off', 'whatsapp_verify_refused'],
    fallback: WHATSAPP_WEBHOOK_FAILED,
    output: shape<string>(),
  }),
  /** A notification signed with the app secret (X-Hub-Signature-256): replies and message statuses. */
  notify: endpoint({
    method: 'POST',
    path: '/api/webhooks/whatsapp',
    body: webhookNotificationSchema,
    errors: ['whatsapp_off', 'whatsapp_bad_signature'],
    fallback: WHATSAPP_WEBHOOK_FAILED,
    output: shape<{ ok: true; applied: number }>(),
  }),
};
