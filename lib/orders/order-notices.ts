import 'server-only';
import { serverEnv } from '@/lib/env';
import { getShopSettings } from '@/lib/settings/queries';
import { createSupabaseAdminClient } from '@/lib/supabase/admin';
import { ORDER_NOTICE_CHANNELS, type OrderNoticeChannel, type OrderNotice } from './notice-channels';
import { getOrderForMail } from './queries';

/** How many notices one delivery claims at most; the next delivery takes the rest. */
const NOTICES_PER_DELIVERY = 50;

export interface NoticeDelivery {
  claimed: number;
  /** Sends that went out, one per notice and channel. */
  sent: number;
  /** Notices no channel could send (no address), or reminders of orders no longer waiting. */
  skipped: number;
  failed: number;
}

/**
 * Sends the shopper the notices the database's confirmation hold recorded (reminders, releases) on
 * every channel of ORDER_NOTICE_CHANNELS. Each notice is claimed (marked sent) before it goes out,
 * so two servers never send one twice; a send that fails is logged and not retried. A reminder
 * whose order is no longer waiting (confirmed, or released in the same run) is not sent.
 */
export async function deliverOrderNotices(channels: readonly OrderNoticeChannel[] = ORDER_NOTICE_CHANNELS): Promise<NoticeDelivery> {
  const { data, error } = await createSupabaseAdminClient().rpc('claim_order_notices', { p_limit: NOTICES_PER_DELIVERY });
  if (error) throw new Error(`claim order notices: ${error.code} ${error.message}`);
  const delivery: NoticeDelivery = { claimed: data.length, sent: 0, skipped: 0, failed: 0 };
  if (data.length === 0) return delivery;
  const context = { settings: await getShopSettings(), siteUrl: serverEnv().SITE_URL };
  for (const claimed of data) {
    const kind = claimed.kind as OrderNotice['kind'];
    if (kind === 'hold_reminder' && claimed.order_status !== 'pending') {
      delivery.skipped += 1;
      continue;
    }
    const order = await getOrderForMail(claimed.order_number);
    if (!order) {
      delivery.failed += 1;
      continue;
    }
    let [sent, failed] = [0, 0];
    for (const channel of channels) {
      try {
        if ((await channel.send({ kind, order }, context)) === 'sent') sent += 1;
      } catch (failure) {
        failed += 1;
        console.error(`[orders] the ${kind} notice of order ${order.orderNumber} failed on ${channel.name}:`, failure);
      }
    }
    if (sent === 0 && failed === 0) delivery.skipped += 1;
    delivery.sent += sent;
    delivery.failed += failed;
  }
  return delivery;
}
