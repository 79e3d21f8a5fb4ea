import { PICKUP_ADDRESS_MISSING, pickupPoint } from '@/lib/checkout/delivery';
import { paymentMethodById, paymentTexts } from '@/lib/checkout/payment-methods';
import { formatPakistanDateTime } from '@/lib/format/date';
import { formatRupees } from '@/lib/format/rupees';
import type { MailBlock, MailContact } from '@/lib/mail/layout';
import type { Mail } from '@/lib/mail/send-mail';
import { formatPakistaniMobile } from '@/lib/phone/phone';
import { SITE_NAME } from '@/lib/seo/site';
import type { BankAccount, ShopSettings } from '@/lib/settings/types';
import { composeMail, followBlocks, greeting, helpBlock, itemsBlock, paymentMethodName, paymentSummary } from './mail-parts';
import { deliveryPlace } from './delivery-place';
import { consoleOrderLink } from './staff-flags';
import { NO_EMAIL, statusLabel, type MailOrder } from './types';

/** The mails sent when an order is placed (to the shopper and to the owner) and when a shopper cancels one (to the owner). */

function deliveryAddress(order: MailOrder): string {
  return `${order.address}, ${deliveryPlace(order)}${order.postalCode ? ` ${order.postalCode}` : ''}, Pakistan`;
}

function bankPanel(order: MailOrder, bank: BankAccount): MailBlock {
  return {
    kind: 'panel',
    title: 'Pay by bank transfer',
    rows: [
      ['Amount', formatRupees(order.total)],
      ['Bank', bank.bankName],
      ['Account title', bank.accountTitle],
      ['Account number', bank.accountNumber],
      ['IBAN', bank.iban],
      ['Reference', order.orderNumber],
    ],
    text: order.paymentDueAt
      ? [`Please transfer by ${formatPakistanDateTime(order.paymentDueAt)}; unpaid orders are cancelled after that.`]
      : [],
  };
}

/** The shop settings a shopper's confirmation shows: the account to pay into, the pick-up point and how to reach the shop. */
export type ConfirmationShop = MailContact & { bankAccount: BankAccount | null } & Pick<ShopSettings, 'pickupAddress' | 'hours'>;

/** Where the order goes: the shopper's address, or for a pick-up the shop's address and hours. */
function deliveryRows(order: MailOrder, shop: ConfirmationShop): (readonly [string, string])[] {
  if (!order.collectedAtShop) return [['Delivery to', `${order.fullName}, ${deliveryAddress(order)}`]];
  const point = pickupPoint(shop);
  return point.address
    ? [
        ['Collect from', point.address],
        ['Open', point.hours],
      ]
    : [['Collect from', PICKUP_ADDRESS_MISSING]];
}

/** The shopper's confirmation: order number, items, amounts, address and what happens next. */
export function orderConfirmationMail(order: MailOrder & { email: string }, siteUrl: string, shop: ConfirmationShop): Mail {
  const payment = paymentMethodById(order.paymentMethod);
  const nextSteps = payment ? paymentTexts(payment, order.collectedAtShop).nextSteps : [];
  return composeMail(
    order.email,
    `Your order ${order.orderNumber} at ${SITE_NAME}`,
    {
      preheader: `Order ${order.orderNumber}: ${formatRupees(order.total)}, ${paymentMethodName(order.paymentMethod).toLowerCase()}.`,
      heading: 'Thank you for your order',
      blocks: [
        greeting(order),
        { kind: 'paragraph', text: `Thank you for your order ${order.orderNumber}. Here is what you ordered.` },
        itemsBlock(order, 'full'),
        {
          kind: 'facts',
          rows: [
            ['Order number', order.orderNumber],
            ['Placed', formatPakistanDateTime(order.placedAt)],
            ['Payment', paymentMethodName(order.paymentMethod)],
            ['Shipping', order.shippingMethodName],
            ...deliveryRows(order, shop),
            ['Phone', formatPakistaniMobile(order.phone)],
          ],
        },
        ...(payment?.kind === 'manual_transfer' && shop.bankAccount ? [bankPanel(order, shop.bankAccount)] : []),
        ...(nextSteps.length
          ? [{ kind: 'subheading', text: 'What happens next' } as const, ...nextSteps.map((text) => ({ kind: 'paragraph', text }) as const)]
          : []),
        ...followBlocks(order, siteUrl),
        helpBlock(shop, siteUrl),
      ],
    },
    siteUrl,
    shop,
  );
}

/** The owner's notice of a new order: the contact details needed to confirm it, its flags and its page in the console. */
export function newOrderMail(order: MailOrder, to: string, siteUrl: string, flags: readonly string[] = []): Mail {
  return composeMail(
    to,
    `New order ${order.orderNumber}: ${formatRupees(order.total)} (${paymentMethodName(order.paymentMethod)})`,
    {
      preheader: `${order.fullName}, ${deliveryPlace(order)}: ${formatRupees(order.total)} by ${paymentMethodName(order.paymentMethod).toLowerCase()}.`,
      heading: `New order ${order.orderNumber}`,
      blocks: [
        ...flags.map((flag) => ({ kind: 'paragraph' as const, text: flag })),
        { kind: 'button', link: { label: 'Open in the console', href: consoleOrderLink(siteUrl, order.orderNumber) } },
        {
          kind: 'facts',
          rows: [
            ['Placed', formatPakistanDateTime(order.placedAt)],
            ['Order status', statusLabel(order.status)],
            ['Payment', paymentSummary(order)],
            ['Shipping', order.shippingMethodName],
          ],
        },
        itemsBlock(order, 'full'),
        { kind: 'subheading', text: 'Customer' },
        {
          kind: 'facts',
          rows: [
            ['Customer', order.fullName],
            ['Phone', formatPakistaniMobile(order.phone)],
            ['Email', order.email ?? NO_EMAIL],
            ['Address', deliveryAddress(order)],
            ['Province', order.province],
            ...(order.notes ? [['Notes', order.notes] as const] : []),
            ['Account', order.hasAccount ? 'Ordered while signed in' : 'Guest order'],
          ],
        },
      ],
    },
    siteUrl,
  );
}

/** The owner's notice that a shopper cancelled their order online: which, who, how much, that the stock went back, and its page in the console. */
export function shopperCancelledMail(order: MailOrder, to: string, siteUrl: string): Mail {
  const when = order.cancelledAt ? ` on ${formatPakistanDateTime(order.cancelledAt)}` : '';
  return composeMail(
    to,
    `Order ${order.orderNumber} cancelled by the customer (${formatRupees(order.total)})`,
    {
      preheader: `${order.fullName} cancelled order ${order.orderNumber}; the stock is back on the shelf.`,
      heading: `Order ${order.orderNumber} was cancelled by the customer`,
      blocks: [
        {
          kind: 'paragraph',
          text: `${order.fullName} cancelled order ${order.orderNumber} online${when}. Do not book it with the courier.`,
        },
        {
          kind: 'paragraph',
          text: `The ordered quantities are back in stock${order.couponCode ? ` and coupon ${order.couponCode} can be used once more` : ''}.`,
        },
        {
          kind: 'facts',
          rows: [
            ['Customer', order.fullName],
            ['Phone', formatPakistaniMobile(order.phone)],
            ['Email', order.email ?? NO_EMAIL],
            ['City', deliveryPlace(order)],
            ['Total', formatRupees(order.total)],
            ['Payment', paymentSummary(order)],
            ['Placed', formatPakistanDateTime(order.placedAt)],
          ],
        },
        itemsBlock(order, 'total'),
        { kind: 'button', link: { label: 'Open in the console', href: consoleOrderLink(siteUrl, order.orderNumber) } },
      ],
    },
    siteUrl,
  );
}
