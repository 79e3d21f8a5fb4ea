/** @jest-environment node */
import { holdReminderMail } from '@/lib/orders/hold-mails';
import { CALL_LIST_ORDER } from '@/lib/orders/call-list';
import { orderFiltersSchema } from '@/lib/orders/admin-filters';
import { SETTINGS_MESSAGES, shopSettingsSchema, toSettingsForm } from '@/lib/settings/schema';
import { FILLED_SETTINGS } from '../settings/fixtures';
import { expectNoInternalCodes, mailOrder, visibleText } from './fixtures';

const SITE = 'https://gilgitdryfruits.pk';
const order = mailOrder({ paymentMethod: 'cod', paymentStatus: 'cod_pending' });

describe('the confirmation reminder', () => {
  test('says how long the order is still kept and when it is cancelled, from the hold set', () => {
    const mail = holdReminderMail(order, 24, SITE, FILLED_SETTINGS);
    expect(mail.to).toBe(order.email);
    expect(mail.subject).toBe(`Please confirm your order ${order.orderNumber}`);
    expect(mail.text).toContain('We keep it for you for 12 more hours.');
    expect(mail.text).toContain('If it is not confirmed within 24 hours of ordering, it is cancelled and nothing is due.');
    expect(visibleText(mail.html)).toContain('12 more hours');
    expectNoInternalCodes(mail.text);
    expect(holdReminderMail(order, 7, SITE, FILLED_SETTINGS).text).toContain('for 4 more hours');
  });

  test("names the shop's WhatsApp number when there is one, and a reply otherwise", () => {
    expect(holdReminderMail(order, 24, SITE, FILLED_SETTINGS).text).toContain('send us a WhatsApp message on +92 355 1234567');
    const noNumber = holdReminderMail(order, 24, SITE, { whatsappNumber: null, contactEmail: null });
    expect(noNumber.text).toContain('reply to this mail with your order number');
    expect(noNumber.text).not.toContain('WhatsApp message on');
  });
});

describe('the hold setting', () => {
  const form = (confirmationHoldHours: string) => ({ ...toSettingsForm(FILLED_SETTINGS), confirmationHoldHours });

  test('takes whole hours from 2 to 168', () => {
    expect(shopSettingsSchema.parse(form(' 2 ')).confirmationHoldHours).toBe(2);
    expect(shopSettingsSchema.parse(form('168')).confirmationHoldHours).toBe(168);
    for (const refused of ['1', '169', '0', '', '12.5', '-3', '24h', '1e2']) {
      const result = shopSettingsSchema.safeParse(form(refused));
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain(SETTINGS_MESSAGES.confirmationHoldHours);
    }
  });

  test('starts the form from the saved hold', () => {
    expect(toSettingsForm({ ...FILLED_SETTINGS, confirmationHoldHours: 36 }).confirmationHoldHours).toBe('36');
  });
});

test('the call list is a filter of the orders list: unconfirmed cash-on-delivery orders', () => {
  expect(CALL_LIST_ORDER).toEqual({ status: 'pending', payment_method: 'cod' });
  expect(orderFiltersSchema.parse({ callList: 'yes' })).toEqual({ callList: 'yes' });
  expect(orderFiltersSchema.safeParse({ callList: 'no' }).success).toBe(false);
});
