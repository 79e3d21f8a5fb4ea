/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
/** The templates as registered, filled in for an order, and the Cloud API request that sends them. */
import { orderTemplateMessage } from '@/lib/orders/whatsapp-templates';
import { readSendAnswer, templateRequest } from '@/lib/providers/whatsapp/cloud-api';
import { WhatsAppSendError } from '@/lib/providers/whatsapp/messenger';
import { SANDBOX_WHATSAPP } from '@/lib/providers/whatsapp/sandbox';
import { buttonPayload, readButtonPayload, renderTemplate, WHATSAPP_TEMPLATES } from '@/lib/providers/whatsapp/templates';
import { REGISTERED_TEMPLATES, WHATSAPP_APP } from '@/sandboxes/whatsapp/registered';

jest.mock('server-only', () => ({}));

const ORDER = {
  orderNumber: 'GDF-2611-7KQ2MX',
  fullName: 'Ayesha Khan',
  phone: '+923001234567',
  total: 2450,
  cityName: 'Gilgit',
  town: null,
  courier: null,
  trackingNumber: null,
  trackingUrl: null,
  paymentStatus: 'cod_pending',
};

test('the order confirmation has the order in words and Confirm / Change address / Cancel naming the order', () => {
  const message = orderTemplateMessage(ORDER, 'order_placed', 'https://shop.example', 24);
  expect(message).toEqual({
    to: '+923001234567',
    template: 'order_confirmation',
    language: 'en',
    parameters: ['Ayesha Khan', 'GDF-2611-7KQ2MX', 'Rs. 2,450', 'Gilgit'],
    buttons: [
      { action: 'confirm', payload: 'confirm:GDF-2611-7KQ2MX' },
      { action: 'change_address', payload: 'change_address:GDF-2611-7KQ2MX' },
      { action: 'cancel', payload: 'cancel:GDF-2611-7KQ2MX' },
    ],
  });
  expect(renderTemplate('order_confirmation', 'en', message.parameters)).toBe(
    'Assalam-o-Alaikum Ayesha Khan, thank you for your order GDF-2611-7KQ2MX of Rs. 2,450, cash on delivery to Gilgit. ' +
      'Please confirm it so that we can send it on its way.',
  );
});

test('in Urdu, the same order fills the Urdu template, with the words the shop adds in Urdu and the same payloads', () => {
  const message = orderTemplateMessage(
    { ...ORDER, town: 'Handrap', cityName: 'Phander' },
    'order_placed',
    'https://shop.example',
    24,
    'ur',
  );
  expect(message).toMatchObject({ template: 'order_confirmation', language: 'ur' });
  expect(message.parameters).toEqual(['Ayesha Khan', 'GDF-2611-7KQ2MX', 'Rs. 2,450', 'Handrap (Phander کے قریب)']);
  expect(message.buttons.map((button) => button.payload)).toEqual([
    'confirm:GDF-2611-7KQ2MX',
    'change_address:GDF-2611-7KQ2MX',
    'cancel:GDF-2611-7KQ2MX',
  ]);
  expect(renderTemplate('order_confirmation', 'ur', message.parameters)).toBe(
    'السلام علیکم Ayesha Khan، آپ کے آرڈر GDF-2611-7KQ2MX کا شکریہ۔ رقم Rs. 2,450 ڈیلیوری پر ادا ہوگی، پتہ: Handrap (Phander کے قریب)۔ براہِ کرم آرڈر کی تصدیق کریں تاکہ ہم اسے روانہ کر سکیں۔',
  );
  expect(orderTemplateMessage(ORDER, 'shipped', 'https://shop.example', 24, 'ur').parameters[2]).toBe('ہمارا کورئیر');
  // The staff's alert is registered in English only.
  expect(renderTemplate('staff_alert', 'ur', ['a', 'b', 'c'])).toBeNull();
});

test('the shipped message carries the courier and its tracking link, or the shop tracking page', () => {
  const shipped = { ...ORDER, courier: 'TCS', trackingNumber: '77', trackingUrl: 'https://tcs.example/track?n=77' };
  expect(orderTemplateMessage(shipped, 'shipped', 'https://shop.example', 24).parameters).toEqual([
    'Ayesha Khan',
    'GDF-2611-7KQ2MX',
    'TCS',
    'https://tcs.example/track?n=77',
  ]);
  expect(orderTemplateMessage(ORDER, 'shipped', 'https://shop.example', 24).parameters[3]).toBe(
    'https://shop.example/tracking?order=GDF-2611-7KQ2MX',
  );
  expect(orderTemplateMessage(ORDER, 'delivered', 'https://shop.example', 24).buttons).toEqual([]);
});

test('the Cloud API request: body parameters, then one quick-reply payload per button, the number without its plus', () => {
  const request = templateRequest(orderTemplateMessage(ORDER, 'order_placed', 'https://shop.example', 24));
  expect(request).toMatchObject({ messaging_product: 'whatsapp', to: '923001234567', type: 'template' });
  const template = request.template as { name: string; language: { code: string }; components: unknown[] };
  expect(template.name).toBe('order_confirmation');
  expect(template.language).toEqual({ code: 'en' });
  expect(template.components[0]).toEqual({
    type: 'body',
    parameters: ['Ayesha Khan', 'GDF-2611-7KQ2MX', 'Rs. 2,450', 'Gilgit'].map((text) => ({ type: 'text', text })),
  });
  expect(template.components[3]).toEqual({
    type: 'button',
    sub_type: 'quick_reply',
    index: '2',
    parameters: [{ type: 'payload', payload: 'cancel:GDF-2611-7KQ2MX' }],
  });
});

test("Meta's answer gives the message id, or its error", () => {
  expect(readSendAnswer(200, { messaging_product: 'whatsapp', contacts: [], messages: [{ id: 'wamid.X' }] })).toBe('wamid.X');
  expect(() => readSendAnswer(401, { error: { message: 'Invalid OAuth access token', code: 190 } })).toThrow(WhatsAppSendError);
  try {
    readSendAnswer(400, { error: { message: 'bad', code: 132000 } });
  } catch (error) {
    expect((error as WhatsAppSendError).code).toBe(132000);
  }
  expect(() => readSendAnswer(200, {})).toThrow('no message id');
});

test('button payloads round-trip, and a payload the shop did not make names nothing', () => {
  expect(readButtonPayload(buttonPayload('change_address', 'GDF-2611-7KQ2MX'))).toEqual({
    action: 'change_address',
    orderNumber: 'GDF-2611-7KQ2MX',
  });
  expect(readButtonPayload('confirm:GDF-2611-7KQ2MX;drop')).toBeNull();
  expect(readButtonPayload('refund:GDF-2611-7KQ2MX')).toBeNull();
});

test('the sandbox holds the same credentials and registered templates as the shop', () => {
  expect(WHATSAPP_APP).toMatchObject({
    accessToken: SANDBOX_WHATSAPP.accessToken,
    phoneNumberId: SANDBOX_WHATSAPP.phoneNumberId,
    appSecret: SANDBOX_WHATSAPP.appSecret,
  });
  for (const [name, template] of Object.entries(WHATSAPP_TEMPLATES)) {
    const registered = Object.fromEntries(
      Object.entries(template.languages).map(([language, text]: [string, { body: string; buttons: readonly { label: string }[] }]) => [
        language,
        { body: text.body, buttons: text.buttons.map((button) => button.label) },
      ]),
    );
    expect(REGISTERED_TEMPLATES[name]).toEqual(registered);
  }
  expect(Object.keys(REGISTERED_TEMPLATES).sort()).toEqual(Object.keys(WHATSAPP_TEMPLATES).sort());
});

test('docs/whatsapp.md, what the owner registers with Meta, holds every template word for word in each of its languages', () => {
  const page = fs.readFileSync(path.join(process.cwd(), 'docs', 'whatsapp.md'), 'utf8');
  for (const [name, template] of Object.entries(WHATSAPP_TEMPLATES)) {
    expect(page).toContain(`**${name}** — Utility`);
    for (const text of Object.values(template.languages) as { body: string; buttons: readonly { label: string }[] }[]) {
      expect(page).toContain(`> ${text.body}`);
      for (const button of text.buttons) expect(page).toContain(`**${button.label}**`);
    }
  }
});
