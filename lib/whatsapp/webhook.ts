import 'server-only';
import { serverEnv } from '@/lib/env';
import { notifyOwnerOfShopperCancel, sendOrderStatusMail } from '@/lib/orders/notifications';
import { whatsAppMessengerFromEnv } from '@/lib/providers/whatsapp/from-env';
import type { WhatsAppMessenger } from '@/lib/providers/whatsapp/messenger';
import type { WebhookEvent } from '@/lib/providers/whatsapp/webhook-payload';
import { createSupabaseAdminClient } from '@/lib/supabase/admin';
import { WHATSAPP_REPLY_ANSWERS } from './messages';

/** The WhatsApp provider as configured (null when WHATSAPP_MODE is off). */
export function configuredMessenger(): WhatsAppMessenger | null {
  return whatsAppMessengerFromEnv(serverEnv());
}

/**
 * Applies a signed notification's events: a reply through apply_whatsapp_reply (once per Meta
 * message id, so a repeated delivery changes nothing), a status through record_whatsapp_status.
 * A database failure throws, so the webhook answers 5xx and Meta sends it again; the mails and the
 * answer to the shopper that follow an applied reply never fail it. Answers how many events changed something.
 */
export async function applyWebhookEvents(events: WebhookEvent[], messenger: WhatsAppMessenger): Promise<number> {
  const supabase = createSupabaseAdminClient();
  let applied = 0;
  for (const event of events) {
    if (event.kind === 'status') {
      const { data, error } = await supabase.rpc('record_whatsapp_status', {
        meta_message_id: event.messageId,
        status: event.status,
        failure: event.failure ?? undefined,
      });
      if (error) throw new Error(`record_whatsapp_status: ${error.code} ${error.message}`);
      if (data) applied += 1;
      continue;
    }
    const orderNumber = event.kind === 'reply' ? event.orderNumber : '';
    const { data: outcome, error } = await supabase.rpc('apply_whatsapp_reply', {
      meta_message_id: event.messageId,
      phone: event.phone,
      order_number: orderNumber,
      action: event.kind === 'reply' ? event.action : 'stop',
    });
    if (error) throw new Error(`apply_whatsapp_reply: ${error.code} ${error.message}`);
    if (outcome === 'duplicate' || outcome === 'ignored') continue;
    applied += 1;
    await afterReply(outcome, orderNumber, event.phone, messenger);
  }
  return applied;
}

async function afterReply(outcome: string, orderNumber: string, phone: string, messenger: WhatsAppMessenger): Promise<void> {
  if (outcome === 'confirmed') await sendOrderStatusMail(orderNumber, 'confirmed');
  if (outcome === 'cancelled') await Promise.all([sendOrderStatusMail(orderNumber, 'cancelled'), notifyOwnerOfShopperCancel(orderNumber)]);
  const answer = WHATSAPP_REPLY_ANSWERS[outcome];
  if (!answer) return;
  try {
    await messenger.sendText(phone, answer(orderNumber));
  } catch (error) {
    console.error(`[whatsapp] the answer to a ${outcome} reply failed:`, (error as Error).message);
  }
}
