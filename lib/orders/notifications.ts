import 'server-only';
import { serverEnv } from '@/lib/env';
import { sendMail, type Mail } from '@/lib/mail/send-mail';
import { shopAlertsEmail } from '@/lib/settings/alerts-email';
import { getShopSettings } from '@/lib/settings/queries';
import { newOrderMail, orderConfirmationMail, shopperCancelledMail } from './mails';
import { getOrderFlagsForMail, getOrderForMail } from './queries';
import { staffOrderFlags } from './staff-flags';
import { refundSentMail } from './refund-mails';
import type { RecordedRefund } from './refunds';
import { isOrderStatusChange, orderReached, orderStatusMail, type OrderStatusChange } from './status-mails';
import type { MailOrder } from './types';
import { sendOrderWhatsApp } from './whatsapp-sends';
import { whatsAppOccasionOf } from './whatsapp-templates';

/**
 * Sending the order mails. Each reads the order as it now is (service role: the caller has just
 * placed, cancelled or moved it), never fails its caller (a failure is logged), and mails at most
 * once per order and occasion in this process, so a retried or double-clicked request mails once.
 */

const mailed = new Set<string>();

/** True the first time this process sees `key`; bounded, oldest forgotten first. */
function firstTime(key: string): boolean {
  if (mailed.has(key)) return false;
  mailed.add(key);
  if (mailed.size > 10_000) mailed.delete(mailed.values().next().value!);
  return true;
}

const keyOf = (orderNumber: string, occasion: string) => `${orderNumber.trim().toUpperCase()}:${occasion}`;

async function readOrder(orderNumber: string): Promise<MailOrder> {
  const order = await getOrderForMail(orderNumber);
  if (!order) throw new Error('the order could not be read');
  return order;
}

/** Sends each mail built by `build`; a build or a send that fails is logged with `what`. */
async function sendAll(what: string, builds: (() => Mail)[]): Promise<void> {
  const results = await Promise.allSettled(builds.map(async (build) => sendMail(build())));
  for (const result of results) {
    if (result.status === 'rejected') console.error(`[orders] ${what}: a mail failed:`, result.reason);
  }
}

function withEmail(order: MailOrder): (MailOrder & { email: string }) | null {
  return order.email ? { ...order, email: order.email } : null;
}

/**
 * After place_order: the confirmation to the shopper (when they gave an address) and the new-order
 * notice to the shop's alerts address (with the order's flags), then the WhatsApp confirmation of a cash-on-delivery order.
 */
export async function sendOrderMails(orderNumber: string): Promise<void> {
  if (!firstTime(keyOf(orderNumber, 'placed'))) return;
  try {
    const [order, settings, owner, flags] = await Promise.all([
      readOrder(orderNumber),
      getShopSettings(),
      shopAlertsEmail(),
      getOrderFlagsForMail(orderNumber),
    ]);
    const env = serverEnv();
    const shopper = withEmail(order);
    await sendAll(`order ${order.orderNumber} was placed but`, [
      ...(shopper ? [() => orderConfirmationMail(shopper, env.SITE_URL, settings)] : []),
      () => newOrderMail(order, owner, env.SITE_URL, staffOrderFlags(flags)),
    ]);
  } catch (error) {
    console.error(`[orders] order ${orderNumber} was placed but its mails failed:`, error);
  }
  await sendOrderWhatsApp(orderNumber, 'order_placed');
}

/**
 * For the owner console's route handlers, after the admin's call succeeded: tells the shopper that
 * their order was confirmed, handed to the courier (with the tracking link when the shipping method
 * has one), delivered, cancelled (with the reason and what happens to a payment) or that their bank
 * transfer arrived. Does nothing for an order without an email address, or when the order is not
 * in that state (a stale call); never mails the same order and change twice in this process.
 */
export async function sendOrderStatusMail(orderNumber: string, change: OrderStatusChange): Promise<void> {
  const key = keyOf(orderNumber, change);
  if (!firstTime(key)) return;
  try {
    const order = await readOrder(orderNumber);
    if (!orderReached(order, change)) {
      mailed.delete(key);
      console.warn(`[orders] no "${change}" mail for order ${order.orderNumber}: it is ${order.status} (payment ${order.paymentStatus})`);
      return;
    }
    const shopper = withEmail(order);
    if (!shopper) return;
    const settings = await getShopSettings();
    await sendAll(`order ${order.orderNumber} is ${change} but`, [() => orderStatusMail(shopper, change, serverEnv().SITE_URL, settings)]);
  } catch (error) {
    console.error(`[orders] order ${orderNumber} is ${change} but its mail failed:`, error);
  }
}

/**
 * An order moved to `status`, by the console or by the courier: the shopper's mail and WhatsApp for
 * that move, where it has them (each once per order and move).
 */
export async function tellShopperOfMove(orderNumber: string, status: string): Promise<void> {
  if (isOrderStatusChange(status)) await sendOrderStatusMail(orderNumber, status);
  const occasion = whatsAppOccasionOf(status);
  if (occasion) await sendOrderWhatsApp(orderNumber, occasion);
}

/** After a shopper's own cancel_order actually cancelled the order: tells the owner. */
export async function notifyOwnerOfShopperCancel(orderNumber: string): Promise<void> {
  if (!firstTime(keyOf(orderNumber, 'cancelled_by_shopper'))) return;
  try {
    const [order, owner] = await Promise.all([readOrder(orderNumber), shopAlertsEmail()]);
    await sendAll(`order ${order.orderNumber} was cancelled by the shopper but`, [
      () => shopperCancelledMail(order, owner, serverEnv().SITE_URL),
    ]);
  } catch (error) {
    console.error(`[orders] order ${orderNumber} was cancelled by the shopper but the owner's mail failed:`, error);
  }
}

/**
 * After admin_record_refund: tells the shopper the refund was sent, how and under which reference.
 * Once per refund; nothing for an order without an email address.
 */
export async function sendRefundMail(orderNumber: string, refund: RecordedRefund): Promise<void> {
  if (!firstTime(keyOf(orderNumber, `refund-${refund.id}`))) return;
  try {
    const shopper = withEmail(await readOrder(orderNumber));
    if (!shopper) return;
    const settings = await getShopSettings();
    await sendAll(`order ${shopper.orderNumber} was refunded but`, [() => refundSentMail(shopper, refund, serverEnv().SITE_URL, settings)]);
  } catch (error) {
    console.error(`[orders] order ${orderNumber} was refunded but its mail failed:`, error);
  }
}

/**
 * After admin_place_order: a cash-on-delivery order starts confirmed, so the shopper gets the
 * "confirmed" mail; one paid before delivery gets the order's confirmation with how to pay. No
 * new-order notice to the owner (staff entered it) and no WhatsApp (the owner is in the chat).
 */
export async function sendTakenOrderMail(order: { orderNumber: string; status: string }): Promise<void> {
  if (order.status === 'confirmed') return sendOrderStatusMail(order.orderNumber, 'confirmed');
  if (!firstTime(keyOf(order.orderNumber, 'placed'))) return;
  try {
    const [placed, settings] = await Promise.all([readOrder(order.orderNumber), getShopSettings()]);
    const shopper = withEmail(placed);
    if (shopper)
      await sendAll(`order ${placed.orderNumber} was taken but`, [() => orderConfirmationMail(shopper, serverEnv().SITE_URL, settings)]);
  } catch (error) {
    console.error(`[orders] order ${order.orderNumber} was taken but its mail failed:`, error);
  }
}
