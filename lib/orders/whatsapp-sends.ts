import 'server-only';
import { serverEnv } from '@/lib/env';
import { whatsAppMessengerFromEnv } from '@/lib/providers/whatsapp/from-env';
import { getShopSettings } from '@/lib/settings/queries';
import { createSupabaseAdminClient } from '@/lib/supabase/admin';
import { getOrderForMail } from './queries';
import { orderTemplateMessage, WHATSAPP_OCCASIONS, type WhatsAppOccasion } from './whatsapp-templates';

/**
 * Sends an order's WhatsApp template for an occasion, at most once: the database claims the
 * message first (claim_whatsapp_message: one per order and occasion, none to a number that answered
 * STOP), then records Meta's id or the failure. Never fails its caller; a failure is logged.
 * The order confirmation and the hold's reminder go only to a cash-on-delivery order still pending.
 * Answers whether a message went out.
 */
export async function sendOrderWhatsApp(orderNumber: string, occasion: WhatsAppOccasion): Promise<boolean> {
  try {
    const env = serverEnv();
    const messenger = whatsAppMessengerFromEnv(env);
    if (!messenger) return false;
    const order = await getOrderForMail(orderNumber);
    if (!order) throw new Error('the order could not be read');
    const waitsForConfirmation = order.paymentMethod === 'cod' && order.status === 'pending';
    if ((occasion === 'order_placed' || occasion === 'hold_reminder') && !waitsForConfirmation) return false;
    const supabase = createSupabaseAdminClient();
    const claimed = await supabase.rpc('claim_whatsapp_message', {
      order_number: order.orderNumber,
      occasion,
      template: WHATSAPP_OCCASIONS[occasion],
    });
    if (claimed.error) throw new Error(`claim_whatsapp_message: ${claimed.error.code} ${claimed.error.message}`);
    if (claimed.data === null) return false;
    let metaMessageId: string | null = null;
    let failure: string | null = null;
    try {
      const { confirmationHoldHours } = await getShopSettings();
      metaMessageId = await messenger.sendTemplate(orderTemplateMessage(order, occasion, env.SITE_URL, confirmationHoldHours));
    } catch (error) {
      failure = (error as Error).message;
      console.error(`[whatsapp] order ${order.orderNumber}: the ${occasion} message failed:`, failure);
    }
    const recorded = await supabase.rpc('record_whatsapp_send', {
      message_id: claimed.data,
      meta_message_id: metaMessageId ?? undefined,
      failure: failure ?? undefined,
    });
    if (recorded.error) throw new Error(`record_whatsapp_send: ${recorded.error.code} ${recorded.error.message}`);
    return metaMessageId !== null;
  } catch (error) {
    console.error(`[whatsapp] order ${orderNumber}: no ${occasion} message:`, error);
    return false;
  }
}
