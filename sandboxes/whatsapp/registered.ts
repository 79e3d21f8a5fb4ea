import { createHmac } from 'node:crypto';

/**
 * What the shop registered with the sandbox's stand-in for Meta: the app's credentials and its
 * approved templates. The sandboxes service stands apart from the shop, so these are its own copy,
 * as Meta keeps its own; the shop's are in lib/providers/whatsapp/{sandbox,templates}.ts, and
 * tests/unit/whatsapp/sandbox-registration.test.ts checks that they agree.
 */
export const WHATSAPP_APP = {
  accessToken: 'sandbox-whatsapp-token',
  phoneNumberId: '100000000000001',
  appSecret: 'sandbox-whatsapp-app-secret',
  /** The business number the shopper sees messages from. */
  displayPhoneNumber: '15550001234',
  businessAccountId: '100000000000002',
} as const;

export interface RegisteredTemplate {
  body: string;
  buttons: readonly string[];
}

const URDU_BUTTONS = ['تصدیق کریں', 'پتہ تبدیل کریں', 'منسوخ کریں'];

/** Each approved template by name, then by language code ('en', 'ur'). */
export const REGISTERED_TEMPLATES: Record<string, Record<string, RegisteredTemplate>> = {
  order_confirmation: {
    en: {
      body:
        'Assalam-o-Alaikum {{1}}, thank you for your order {{2}} of {{3}}, cash on delivery to {{4}}. ' +
        'Please confirm it so that we can send it on its way.',
      buttons: ['Confirm', 'Change address', 'Cancel'],
    },
    ur: {
      body: 'السلام علیکم {{1}}، آپ کے آرڈر {{2}} کا شکریہ۔ رقم {{3}} ڈیلیوری پر ادا ہوگی، پتہ: {{4}}۔ براہِ کرم آرڈر کی تصدیق کریں تاکہ ہم اسے روانہ کر سکیں۔',
      buttons: URDU_BUTTONS,
    },
  },
  order_shipped: {
    en: {
      body: 'Assalam-o-Alaikum {{1}}, your order {{2}} is on its way with {{3}}. Track it here: {{4}}',
      buttons: [],
    },
    ur: {
      body: 'السلام علیکم {{1}}، آپ کا آرڈر {{2}} {{3}} کے ذریعے روانہ ہو گیا ہے۔ یہاں ٹریک کریں: {{4}}',
      buttons: [],
    },
  },
  order_out_for_delivery: {
    en: {
      body: 'Assalam-o-Alaikum {{1}}, your order {{2}} is out for delivery today. Amount to pay on delivery: {{3}}.',
      buttons: [],
    },
    ur: {
      body: 'السلام علیکم {{1}}، آپ کا آرڈر {{2}} آج ڈیلیور کیا جائے گا۔ ڈیلیوری پر ادا کرنے والی رقم: {{3}}۔',
      buttons: [],
    },
  },
  order_delivered: {
    en: {
      body: 'Assalam-o-Alaikum {{1}}, your order {{2}} has been delivered. Thank you for shopping with us!',
      buttons: [],
    },
    ur: {
      body: 'السلام علیکم {{1}}، آپ کا آرڈر {{2}} ڈیلیور ہو گیا ہے۔ ہم سے خریداری کا شکریہ!',
      buttons: [],
    },
  },
  order_hold_reminder: {
    en: {
      body:
        'Assalam-o-Alaikum {{1}}, your cash-on-delivery order {{2}} of {{3}} is still waiting for your confirmation. ' +
        'We keep it for you for {{4}} more hours; if it is not confirmed by then, it is cancelled and nothing is due.',
      buttons: ['Confirm', 'Change address', 'Cancel'],
    },
    ur: {
      body:
        'السلام علیکم {{1}}، آپ کا کیش آن ڈیلیوری آرڈر {{2}} (رقم {{3}}) ابھی آپ کی تصدیق کا منتظر ہے۔ ' +
        'ہم اسے مزید {{4}} گھنٹے آپ کے لیے رکھیں گے؛ اگر تب تک تصدیق نہ ہوئی تو یہ منسوخ ہو جائے گا اور کوئی رقم واجب نہیں ہوگی۔',
      buttons: URDU_BUTTONS,
    },
  },
  order_released: {
    en: {
      body: 'Assalam-o-Alaikum {{1}}, your order {{2}} was cancelled because it was not confirmed within {{3}} hours. Nothing is due. You are welcome to order again at {{4}} whenever you like.',
      buttons: [],
    },
    ur: {
      body: 'السلام علیکم {{1}}، آپ کا آرڈر {{2}} منسوخ کر دیا گیا کیونکہ {{3}} گھنٹوں میں اس کی تصدیق نہیں ہوئی۔ کوئی رقم واجب نہیں۔ آپ جب چاہیں {{4}} پر دوبارہ آرڈر کر سکتے ہیں۔',
      buttons: [],
    },
  },
  staff_alert: {
    en: {
      body: 'Shop alert: {{1}}. {{2}} Open it in the console: {{3}} (You chose WhatsApp alerts in the console.)',
      buttons: [],
    },
  },
};

/** How many {{n}} a template's body has. */
export function parameterCount(template: RegisteredTemplate): number {
  return new Set(template.body.match(/\{\{\d+\}\}/g) ?? []).size;
}

/** Meta's X-Hub-Signature-256 for a webhook body. */
export function signBody(body: string): string {
  return `sha256=${createHmac('sha256', WHATSAPP_APP.appSecret).update(body, 'utf8').digest('hex')}`;
}
