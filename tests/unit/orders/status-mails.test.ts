/** @jest-environment node */
import { ORDER_STATUS_CHANGES, orderReached, orderStatusMail } from '@/lib/orders/status-mails';
import { expectNoInternalCodes, mailOrder, visibleText } from './fixtures';

const SITE = 'https://gilgitdryfruits.pk';

const confirmed = mailOrder({
  status: 'confirmed',
  confirmedAt: '2026-11-25T11:00:00Z',
  paymentMethod: 'cod',
  paymentStatus: 'cod_pending',
});
const shipped = mailOrder({
  ...confirmed,
  status: 'shipped',
  shippedAt: '2026-11-26T06:00:00Z',
  courier: 'Leopards',
  trackingNumber: 'LE7712345',
  trackingUrl: 'https://www.leopardscourier.com/tracking?cn=LE7712345&lang=en',
});
const delivered = mailOrder({ ...shipped, status: 'delivered', paymentStatus: 'cod_collected', deliveredAt: '2026-11-28T13:45:00Z' });
const cancelled = mailOrder({
  status: 'cancelled',
  paymentStatus: 'voided',
  cancelledAt: '2026-11-26T04:30:00Z',
  cancelReason: 'Out of stock until the new harvest',
});
const transferred = mailOrder({ paymentStatus: 'paid', paymentDueAt: null });

const examples = { confirmed, shipped, delivered, cancelled, transfer_received: transferred } as const;

describe.each(ORDER_STATUS_CHANGES)('the "%s" mail', (change) => {
  const mail = orderStatusMail(examples[change], change, SITE);

  test("goes to the order's address with an HTML and a plain-text part", () => {
    expect(mail.to).toBe('amina@example.pk');
    expect(mail.subject).toContain('GDF-2611-7KQ2MX');
    expect(mail.html).toMatch(/^<!DOCTYPE html>/);
    expect(mail.text.length).toBeGreaterThan(200);
    expect(mail.text).not.toContain('<');
  });

  test('names the order, sums it up in rupees and links to /tracking', () => {
    for (const part of [mail.text, visibleText(mail.html)]) {
      expect(part).toContain('Order number');
      expect(part).toContain('Chilgoza Pine Nuts (Roasted) (250 g)');
      expect(part).toContain('Rs. 3,050');
    }
    expect(mail.html).toContain('href="https://gilgitdryfruits.pk/tracking"');
    expect(mail.text).toContain('Track your order: https://gilgitdryfruits.pk/tracking');
  });

  test('shows no internal code and no ISO timestamp', () => {
    for (const part of [mail.subject, mail.text, visibleText(mail.html)]) expectNoInternalCodes(part);
  });
});

test('confirmed: packing now, and the cash to keep ready', () => {
  const mail = orderStatusMail(confirmed, 'confirmed', SITE);
  expect(mail.subject).toBe('Your order GDF-2611-7KQ2MX is confirmed');
  expect(mail.text).toContain('Order status: Confirmed');
  expect(mail.text).toContain('Please keep Rs. 3,050 ready in cash for the courier.');
  expect(mail.text).toContain('Payment: Cash on delivery · Pay on delivery');
});

test('confirmed for pick-up: ready to collect and the cash to bring, no courier', () => {
  const pickup = mailOrder({ ...confirmed, shippingMethod: 'pickup', shippingMethodName: 'Pick up in Gilgit', collectedAtShop: true });
  const mail = orderStatusMail(pickup, 'confirmed', SITE);
  for (const part of [mail.text, visibleText(mail.html)]) {
    expect(part).toContain('We call or WhatsApp you when it is ready to collect.');
    expect(part).toContain('Please bring Rs. 3,050 in cash when you collect it.');
    expect(part).not.toMatch(/courier|tracking number/i);
  }
  const transfer = orderStatusMail(
    mailOrder({ status: 'confirmed', confirmedAt: '2026-11-25T11:00:00Z', shippingMethod: 'pickup', collectedAtShop: true }),
    'confirmed',
    SITE,
  );
  expect(transfer.text).toContain('Your order is ready to collect once your bank transfer of Rs. 3,050 has reached us.');
});

test("shipped: the courier, the tracking number and the courier's tracking link (escaped in the HTML)", () => {
  const mail = orderStatusMail(shipped, 'shipped', SITE);
  expect(mail.subject).toBe('Your order GDF-2611-7KQ2MX is on its way');
  expect(mail.text).toContain('Courier: Leopards');
  expect(mail.text).toContain('Tracking number: LE7712345');
  expect(mail.text).toContain('Track your parcel on the Leopards website: https://www.leopardscourier.com/tracking?cn=LE7712345&lang=en');
  expect(mail.text).toContain('Please keep Rs. 3,050 ready in cash for the courier.');
  expect(mail.html).toContain('href="https://www.leopardscourier.com/tracking?cn=LE7712345&amp;lang=en"');
});

test('shipped without a tracking link (a method without a template): the number, and no courier button', () => {
  const mail = orderStatusMail({ ...shipped, trackingUrl: null }, 'shipped', SITE);
  expect(mail.text).toContain('Tracking number: LE7712345');
  expect(mail.text).not.toContain('Track your parcel on');
});

test('delivered: when, in Pakistan time, the payment in words and the returns rule', () => {
  const mail = orderStatusMail(delivered, 'delivered', SITE);
  expect(mail.text).toContain('was delivered on 28 Nov 2026, 6:45 pm');
  expect(mail.text).toContain('Payment: Cash on delivery · Paid on delivery');
  expect(mail.text).toContain('within 48 hours of delivery');
  expect(mail.html).toContain('href="https://gilgitdryfruits.pk/terms#returns"');
});

test('cancelled: the reason, escaped in the HTML, and that nothing is due', () => {
  const mail = orderStatusMail(
    { ...cancelled, cancelReason: 'Out of stock: the new harvest arrives in <December> & we will tell you' },
    'cancelled',
    SITE,
  );
  expect(mail.subject).toBe('Your order GDF-2611-7KQ2MX has been cancelled');
  expect(mail.text).toContain('Out of stock: the new harvest arrives in <December> & we will tell you');
  expect(mail.html).toContain('Out of stock: the new harvest arrives in &lt;December&gt; &amp; we will tell you');
  expect(mail.text).toContain('No payment had reached us for this order');
});

test.each([
  [
    'a paid order',
    { paymentStatus: 'paid', refundOwed: 3050 },
    'You have paid Rs. 3,050 for this order. We will send you a refund of Rs. 3,050. We will call or WhatsApp you on 0300-1234567 to agree how to send it, and mail you when it is sent.',
  ],
  [
    'a partly refunded order',
    { paymentStatus: 'partly_refunded', refundOwed: 2050 },
    'Of the Rs. 3,050 you paid for this order, Rs. 1,000 has been refunded. We will send you the remaining Rs. 2,050.',
  ],
  ['a refunded order', { paymentStatus: 'refunded' }, 'The Rs. 3,050 you paid for this order has been refunded.'],
  ['a cash-on-delivery order', { paymentMethod: 'cod' }, 'Nothing is due: you pay nothing for a cancelled order.'],
])('cancelled: what happens to the money for %s', (_what, overrides, sentence) => {
  expect(orderStatusMail({ ...cancelled, ...overrides }, 'cancelled', SITE).text).toContain(sentence);
});

test('bank transfer received: the amount, and the order goes ahead', () => {
  const mail = orderStatusMail(transferred, 'transfer_received', SITE);
  expect(mail.subject).toBe('Payment received for your order GDF-2611-7KQ2MX');
  expect(mail.text).toContain('We have received your bank transfer of Rs. 3,050 for order GDF-2611-7KQ2MX.');
  expect(mail.text).toContain('Payment: Bank transfer · Paid');
});

test('an account holder also gets the link to the order in My Orders', () => {
  const mail = orderStatusMail({ ...shipped, hasAccount: true }, 'shipped', SITE);
  expect(mail.html).toContain('href="https://gilgitdryfruits.pk/orders/GDF-2611-7KQ2MX"');
});

describe('orderReached: a stale or mistaken call sends nothing untrue', () => {
  test.each([
    ['confirmed', confirmed, true],
    ['confirmed', { ...confirmed, status: 'processing' }, true],
    ['confirmed', mailOrder(), false],
    ['confirmed', { ...confirmed, status: 'cancelled' }, false],
    ['shipped', shipped, true],
    ['shipped', confirmed, false],
    ['delivered', delivered, true],
    ['delivered', shipped, false],
    ['cancelled', cancelled, true],
    ['cancelled', confirmed, false],
    ['transfer_received', transferred, true],
    ['transfer_received', mailOrder(), false],
    ['transfer_received', { ...confirmed, paymentStatus: 'paid' }, false],
  ] as const)('%s', (change, order, expected) => {
    expect(orderReached(order, change)).toBe(expected);
  });
});
