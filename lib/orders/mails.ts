import 'server-only';
import { serverEnv } from '@/lib/env';
import { formatRupees } from '@/lib/format/rupees';
import { sendMail, type Mail } from '@/lib/mail/send-mail';
import { formatPakistaniMobile } from '@/lib/phone/phone';
import { shopBankAccount, type BankAccount } from '@/lib/checkout/bank-account';
import { paymentMethodById } from '@/lib/checkout/payment-methods';
import type { CheckoutDetails } from '@/lib/checkout/schema';
import type { PlacedOrder } from '@/lib/checkout/types';
import { SITE_CONTACT, SITE_NAME } from '@/lib/seo/site';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function itemLines(order: PlacedOrder): string[] {
  return order.items.map((item) => `${item.quantity} × ${item.productName} (${item.variantLabel}) — ${formatRupees(item.lineTotal)}`);
}

function amountLines(order: PlacedOrder): string[] {
  return [
    `Subtotal: ${formatRupees(order.subtotal)}`,
    ...(order.discount > 0 ? [`Discount${order.couponCode ? ` (${order.couponCode})` : ''}: -${formatRupees(order.discount)}`] : []),
    `Shipping: ${formatRupees(order.shippingFee)}`,
    `Total: ${formatRupees(order.total)}`,
  ];
}

function toHtml(paragraphs: string[][]): string {
  return paragraphs.map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`).join('\n');
}

function mail(to: string, subject: string, paragraphs: string[][]): Mail {
  return { to, subject: subject.replace(/[\r\n]+/g, ' '), text: `${paragraphs.map((lines) => lines.join('\n')).join('\n\n')}\n`, html: toHtml(paragraphs) };
}

/** The shopper's confirmation: order number, items, amounts, address and what happens next. */
export function orderConfirmationMail(order: PlacedOrder, details: CheckoutDetails, cityName: string, siteUrl: string, bankAccount: BankAccount): Mail {
  const payment = paymentMethodById(order.paymentMethod);
  const bank = payment?.kind === 'manual_transfer' ? bankAccount : null;
  return mail(details.email, `Your order ${order.orderNumber} at ${SITE_NAME}`, [
    [`Assalam-o-Alaikum ${details.fullName},`, `thank you for your order ${order.orderNumber}.`],
    itemLines(order),
    amountLines(order),
    [`Delivery to: ${details.fullName}, ${details.address}, ${cityName} ${details.postalCode}, Pakistan`, `Phone: ${formatPakistaniMobile(details.phone)}`],
    [`Payment: ${payment?.name ?? order.paymentMethod}`, ...(payment?.nextSteps ?? [])],
    ...(bank
      ? [[`Bank: ${bank.bankName}`, `Account title: ${bank.accountTitle}`, `Account number: ${bank.accountNumber}`, `IBAN: ${bank.iban}`, `Reference: ${order.orderNumber}`]]
      : []),
    [`Track your order at ${siteUrl}/tracking with the order number and your phone number.`, `Questions? WhatsApp ${SITE_CONTACT.phoneDisplay}.`],
  ]);
}

/** The owner's notice of a new order, with the contact details needed to confirm it. */
export function newOrderMail(order: PlacedOrder, details: CheckoutDetails, cityName: string, to: string): Mail {
  return mail(to, `New order ${order.orderNumber}: ${formatRupees(order.total)} (${paymentMethodById(order.paymentMethod)?.name ?? order.paymentMethod})`, [
    [`Order ${order.orderNumber}, placed ${order.createdAt}`],
    itemLines(order),
    amountLines(order),
    [`Customer: ${details.fullName}`, `Phone: ${formatPakistaniMobile(details.phone)}`, `Email: ${details.email}`, `Address: ${details.address}, ${cityName} ${details.postalCode}`, ...(details.notes ? [`Notes: ${details.notes}`] : [])],
    [`Shipping: ${order.shippingMethod}`, `Payment: ${order.paymentMethod} (${order.paymentStatus})`],
  ]);
}

/** Orders this server has already mailed about: a retried or double-clicked request (same key, same order) mails once. */
const mailed = new Set<string>();

/** Sends both mails. A failure is logged and never fails the order. */
export async function sendOrderMails(order: PlacedOrder, details: CheckoutDetails, cityName: string): Promise<void> {
  if (mailed.has(order.orderNumber)) return;
  mailed.add(order.orderNumber);
  if (mailed.size > 10_000) mailed.delete(mailed.values().next().value!);
  const env = serverEnv();
  const results = await Promise.allSettled([
    (async () => sendMail(orderConfirmationMail(order, details, cityName, env.SITE_URL, shopBankAccount())))(),
    (async () => sendMail(newOrderMail(order, details, cityName, env.SHOP_OWNER_EMAIL)))(),
  ]);
  for (const result of results) {
    if (result.status === 'rejected') console.error(`[orders] order ${order.orderNumber} was placed but a mail failed:`, result.reason);
  }
}
