/**
 * The WhatsApp templates the shop sends, word for word as they are registered with Meta (docs/whatsapp.md
 * lists them from here). A language is one more entry under `languages`; the body's {{1}}, {{2}}… are
 * filled in order with the parameters the shop sends. The shopper's messages are registered in English
 * and Urdu; the staff's alert in English, the console's language.
 */

export type TemplateLanguage = 'en' | 'ur';

/** What a quick-reply button asks for; its payload names the action and the order (buttonPayload). */
export type ReplyAction = 'confirm' | 'change_address' | 'cancel';

interface TemplateText {
  body: string;
  /** Quick-reply buttons in the order registered: their labels, beside the action each stands for. */
  buttons: readonly { action: ReplyAction; label: string }[];
}

interface TemplateDefinition {
  category: 'UTILITY';
  /** What {{1}}, {{2}}… stand for, in order. */
  parameters: readonly string[];
  languages: { en: TemplateText } & Partial<Record<TemplateLanguage, TemplateText>>;
}

const URDU_BUTTONS = [
  { action: 'confirm', label: 'تصدیق کریں' },
  { action: 'change_address', label: 'پتہ تبدیل کریں' },
  { action: 'cancel', label: 'منسوخ کریں' },
] as const;

export const WHATSAPP_TEMPLATES = {
  order_confirmation: {
    category: 'UTILITY',
    parameters: ['customer name', 'order number', 'total', 'delivery place'],
    languages: {
      en: {
        body:
          'Assalam-o-Alaikum {{1}}, thank you for your order {{2}} of {{3}}, cash on delivery to {{4}}. ' +
          'Please confirm it so that we can send it on its way.',
        buttons: [
          { action: 'confirm', label: 'Confirm' },
          { action: 'change_address', label: 'Change address' },
          { action: 'cancel', label: 'Cancel' },
        ],
      },
      ur: {
        body: 'السلام علیکم {{1}}، آپ کے آرڈر {{2}} کا شکریہ۔ رقم {{3}} ڈیلیوری پر ادا ہوگی، پتہ: {{4}}۔ براہِ کرم آرڈر کی تصدیق کریں تاکہ ہم اسے روانہ کر سکیں۔',
        buttons: URDU_BUTTONS,
      },
    },
  },
  order_shipped: {
    category: 'UTILITY',
    parameters: ['customer name', 'order number', 'courier', 'tracking link'],
    languages: {
      en: { body: 'Assalam-o-Alaikum {{1}}, your order {{2}} is on its way with {{3}}. Track it here: {{4}}', buttons: [] },
      ur: { body: 'السلام علیکم {{1}}، آپ کا آرڈر {{2}} {{3}} کے ذریعے روانہ ہو گیا ہے۔ یہاں ٹریک کریں: {{4}}', buttons: [] },
    },
  },
  order_out_for_delivery: {
    category: 'UTILITY',
    parameters: ['customer name', 'order number', 'amount due'],
    languages: {
      en: { body: 'Assalam-o-Alaikum {{1}}, your order {{2}} is out for delivery today. Amount to pay on delivery: {{3}}.', buttons: [] },
      ur: { body: 'السلام علیکم {{1}}، آپ کا آرڈر {{2}} آج ڈیلیور کیا جائے گا۔ ڈیلیوری پر ادا کرنے والی رقم: {{3}}۔', buttons: [] },
    },
  },
  order_delivered: {
    category: 'UTILITY',
    parameters: ['customer name', 'order number'],
    languages: {
      en: { body: 'Assalam-o-Alaikum {{1}}, your order {{2}} has been delivered. Thank you for shopping with us!', buttons: [] },
      ur: { body: 'السلام علیکم {{1}}، آپ کا آرڈر {{2}} ڈیلیور ہو گیا ہے۔ ہم سے خریداری کا شکریہ!', buttons: [] },
    },
  },
  order_hold_reminder: {
    category: 'UTILITY',
    parameters: ['customer name', 'order number', 'total', 'hours left'],
    languages: {
      en: {
        body:
          'Assalam-o-Alaikum {{1}}, your cash-on-delivery order {{2}} of {{3}} is still waiting for your confirmation. ' +
          'We keep it for you for {{4}} more hours; if it is not confirmed by then, it is cancelled and nothing is due.',
        buttons: [
          { action: 'confirm', label: 'Confirm' },
          { action: 'change_address', label: 'Change address' },
          { action: 'cancel', label: 'Cancel' },
        ],
      },
      ur: {
        body:
          'السلام علیکم {{1}}، آپ کا کیش آن ڈیلیوری آرڈر {{2}} (رقم {{3}}) ابھی آپ کی تصدیق کا منتظر ہے۔ ' +
          'ہم اسے مزید {{4}} گھنٹے آپ کے لیے رکھیں گے؛ اگر تب تک تصدیق نہ ہوئی تو یہ منسوخ ہو جائے گا اور کوئی رقم واجب نہیں ہوگی۔',
        buttons: URDU_BUTTONS,
      },
    },
  },
  order_released: {
    category: 'UTILITY',
    parameters: ['customer name', 'order number', 'hold hours', 'shop link'],
    languages: {
      en: {
        body: 'Assalam-o-Alaikum {{1}}, your order {{2}} was cancelled because it was not confirmed within {{3}} hours. Nothing is due. You are welcome to order again at {{4}} whenever you like.',
        buttons: [],
      },
      ur: {
        body: 'السلام علیکم {{1}}، آپ کا آرڈر {{2}} منسوخ کر دیا گیا کیونکہ {{3}} گھنٹوں میں اس کی تصدیق نہیں ہوئی۔ کوئی رقم واجب نہیں۔ آپ جب چاہیں {{4}} پر دوبارہ آرڈر کر سکتے ہیں۔',
        buttons: [],
      },
    },
  },
  staff_alert: {
    category: 'UTILITY',
    parameters: ['what happened', 'details', 'console link'],
    languages: {
      en: { body: 'Shop alert: {{1}}. {{2}} Open it in the console: {{3}} (You chose WhatsApp alerts in the console.)', buttons: [] },
    },
  },
} as const satisfies Record<string, TemplateDefinition>;

export type TemplateName = keyof typeof WHATSAPP_TEMPLATES;

/** A template's words in one language, or null when it is not registered in that language. */
export function templateText(name: TemplateName, language: TemplateLanguage): TemplateText | null {
  return (WHATSAPP_TEMPLATES[name].languages as Partial<Record<TemplateLanguage, TemplateText>>)[language] ?? null;
}

/** The text a shopper reads: the body with its parameters filled in (null when a parameter is missing). */
export function renderTemplate(name: TemplateName, language: TemplateLanguage, parameters: readonly string[]): string | null {
  const template = WHATSAPP_TEMPLATES[name];
  const text = templateText(name, language);
  if (!text || parameters.length !== template.parameters.length) return null;
  return text.body.replace(/\{\{(\d+)\}\}/g, (_, index: string) => parameters[Number(index) - 1] ?? '');
}

/** The payload a quick-reply button carries back to the webhook: the action and the order, e.g. `confirm:GDF-2611-7KQ2MX`. */
export function buttonPayload(action: ReplyAction, orderNumber: string): string {
  return `${action}:${orderNumber}`;
}

const PAYLOAD_PATTERN = /^(confirm|change_address|cancel):(GDF-[0-9]{4}-[A-Z0-9]{6})$/;

/** The action and order a button's payload names, or null for a payload the shop did not make. */
export function readButtonPayload(payload: string): { action: ReplyAction; orderNumber: string } | null {
  const match = PAYLOAD_PATTERN.exec(payload);
  return match ? { action: match[1] as ReplyAction, orderNumber: match[2]! } : null;
}
