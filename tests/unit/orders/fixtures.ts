import type { AdminOrderDetail } from '@/lib/orders/admin-types';
import type { MailOrder } from '@/lib/orders/types';

/** A bank-transfer order as getOrderForMail reads it, placed at 10:05 UTC (3:05 pm in Pakistan). */
export function mailOrder(overrides: Partial<MailOrder> = {}): MailOrder & { email: string } {
  return {
    orderNumber: 'GDF-2611-7KQ2MX',
    placedAt: '2026-11-25T10:05:00+00:00',
    status: 'pending',
    paymentMethod: 'bank_transfer',
    paymentStatus: 'awaiting_transfer',
    shippingMethod: 'leopard',
    shippingMethodName: 'Leopards Courier',
    fullName: 'Amina Baig',
    phone: '+923001234567',
    email: 'amina@example.pk',
    address: 'House 4, Jutial',
    postalCode: '15100',
    cityName: 'Gilgit',
    town: null,
    province: 'Gilgit-Baltistan',
    notes: null,
    subtotal: 2900,
    discount: 0,
    shippingFee: 150,
    total: 3050,
    couponCode: null,
    courier: null,
    trackingNumber: null,
    trackingUrl: null,
    cancelReason: null,
    paymentDueAt: '2026-11-28T10:05:00+00:00',
    confirmedAt: null,
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    hasAccount: false,
    collectedAtShop: false,
    refundOwed: 0,
    items: [
      { productId: 3, productName: 'Chilgoza Pine Nuts (Roasted)', variantLabel: '250 g', unitPrice: 2900, quantity: 1, lineTotal: 2900 },
    ],
    ...overrides,
  } as MailOrder & { email: string };
}

/** Codes and machine formats that must never reach a reader (an ISO timestamp among them). */
export const INTERNAL_CODES = [
  /awaiting_transfer/,
  /bank_transfer/,
  /cod_pending/,
  /cod_collected/,
  /\bcod\b/,
  /\bvoided\b/,
  /\bpending\b/,
  /\bleopard\b/,
  /out_for_delivery/,
  /transfer_received/,
  /_/,
  /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/,
];

/** Fails with the offending code when a part of the mail shows one. */
export function expectNoInternalCodes(text: string): void {
  for (const code of INTERNAL_CODES) expect({ code: String(code), found: code.test(text) }).toEqual({ code: String(code), found: false });
}

/** The visible text of an HTML part: tags dropped, entities decoded. */
export function visibleText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(head|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&times;/g, '×')
    .replace(/&middot;/g, '·')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** A pending cash-on-delivery order as the console's order page reads it. */
export function adminOrder(): AdminOrderDetail {
  return {
    orderNumber: 'GDF-2611-AB12CD',
    placedAt: '2026-11-25T10:05:00Z',
    status: 'pending',
    paymentMethod: 'cod',
    paymentStatus: 'cod_pending',
    shippingMethod: 'leopard',
    shippingMethodName: 'Leopards Courier',
    userId: null,
    fullName: 'Sana Baig',
    phone: '+923551234567',
    email: 'sana@example.com',
    address: 'House 4, Jutial',
    postalCode: '15100',
    cityName: 'Gilgit',
    town: null,
    province: 'Gilgit-Baltistan',
    notes: null,
    subtotal: 1250,
    discount: 0,
    shippingFee: 150,
    total: 1400,
    couponCode: null,
    courier: null,
    trackingNumber: null,
    trackingUrl: null,
    cancelReason: null,
    paymentDueAt: null,
    placedFromNewPhone: false,
    returnedParcelsBefore: 0,
    channel: 'web',
    transferOpen: false,
    nextStatuses: ['confirmed', 'processing', 'cancelled'],
    weightGrams: 1500,
    courierEvents: [],
    bookableWith: 'Leopards Courier',
    shipment: null,
    correction: null,
    items: [{ productId: 1, productName: 'Dried Apricots', variantLabel: '500 g', unitPrice: 1250, quantity: 1, lineTotal: 1250 }],
    events: [
      {
        status: 'pending',
        paymentStatus: 'cod_pending',
        note: 'Order placed',
        actor: 'customer',
        actorEmail: null,
        isPublic: true,
        at: '2026-11-25T10:05:00Z',
        correction: null,
      },
    ],
    payments: [],
    paymentNotices: [],
    walletCheckOpen: false,
    refunds: [],
    refundable: 0,
    refundOwed: 0,
    paymentLink: null,
  };
}
