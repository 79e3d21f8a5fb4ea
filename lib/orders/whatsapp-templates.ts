import { formatRupees } from '@/lib/format/rupees';
import type { TemplateMessage } from '@/lib/providers/whatsapp/messenger';
import { buttonPayload, templateText, type TemplateLanguage, type TemplateName } from '@/lib/providers/whatsapp/templates';
import { deliveryPlace, NEAR_IN_ENGLISH } from './delivery-place';
import type { MailOrder } from './types';

/** The moments an order's shopper hears about on WhatsApp, each with its registered template. */
export const WHATSAPP_OCCASIONS = {
  order_placed: 'order_confirmation',
  shipped: 'order_shipped',
  out_for_delivery: 'order_out_for_delivery',
  delivered: 'order_delivered',
  hold_reminder: 'order_hold_reminder',
  hold_released: 'order_released',
} as const satisfies Record<string, TemplateName>;

export type WhatsAppOccasion = keyof typeof WHATSAPP_OCCASIONS;

/** The console's move that has a WhatsApp message of its own (shipped, out for delivery, delivered). */
export function whatsAppOccasionOf(status: string): WhatsAppOccasion | null {
  return status === 'shipped' || status === 'out_for_delivery' || status === 'delivered' ? status : null;
}

/**
 * The language of an order's messages. Every shopper template is registered in English and Urdu; the
 * shop sends English until it records the shopper's language (the Urdu issue), then theirs.
 */
const ORDER_MESSAGE_LANGUAGE: TemplateLanguage = 'en';

/** The few words the shop puts into a template's parameters, in each language. */
const PARAMETER_WORDS: Record<TemplateLanguage, { ourCourier: string; alreadyPaid: string; near: (town: string, city: string) => string }> =
  {
    en: { ourCourier: 'our courier', alreadyPaid: 'nothing, it is paid', near: NEAR_IN_ENGLISH },
    ur: { ourCourier: 'ہمارا کورئیر', alreadyPaid: 'کچھ نہیں، ادائیگی ہو چکی ہے', near: (town, city) => `${town} (${city} کے قریب)` },
  };

type TemplateOrder = Pick<
  MailOrder,
  'orderNumber' | 'fullName' | 'phone' | 'total' | 'cityName' | 'town' | 'courier' | 'trackingNumber' | 'trackingUrl' | 'paymentStatus'
>;

/** The template message about an order for an occasion: its parameters in the registered order, and its buttons' payloads. */
export function orderTemplateMessage(
  order: TemplateOrder,
  occasion: WhatsAppOccasion,
  siteUrl: string,
  holdHours: number,
  language: TemplateLanguage = ORDER_MESSAGE_LANGUAGE,
): TemplateMessage {
  const template = WHATSAPP_OCCASIONS[occasion];
  const buttons = (templateText(template, language)?.buttons ?? []).map(({ action }) => ({
    action,
    payload: buttonPayload(action, order.orderNumber),
  }));
  return { to: order.phone, template, language, parameters: parametersFor(order, occasion, siteUrl, holdHours, language), buttons };
}

/** `holdHours`: the shop's confirmation hold (the reminder says what is left of it: half). */
function parametersFor(
  order: TemplateOrder,
  occasion: WhatsAppOccasion,
  siteUrl: string,
  holdHours: number,
  language: TemplateLanguage,
): string[] {
  const name = order.fullName;
  const words = PARAMETER_WORDS[language];
  switch (occasion) {
    case 'order_placed':
      return [name, order.orderNumber, formatRupees(order.total), deliveryPlace(order, words.near)];
    case 'shipped':
      return [
        name,
        order.orderNumber,
        order.courier ?? words.ourCourier,
        order.trackingUrl ?? `${siteUrl}/tracking?order=${order.orderNumber}`,
      ];
    case 'out_for_delivery':
      return [name, order.orderNumber, order.paymentStatus === 'cod_pending' ? formatRupees(order.total) : words.alreadyPaid];
    case 'delivered':
      return [name, order.orderNumber];
    case 'hold_reminder':
      return [name, order.orderNumber, formatRupees(order.total), String(Math.ceil(holdHours / 2))];
    case 'hold_released':
      return [name, order.orderNumber, String(holdHours), siteUrl];
  }
}
