import { refundSentMail } from '@/lib/orders/refund-mails';
import { expectNoInternalCodes, mailOrder } from './fixtures';

const SITE = 'https://gilgitdryfruits.pk';

test('a refund sent in full says how much, how and under which reference, and that it is all that was paid', () => {
  const order = mailOrder({ status: 'cancelled', paymentMethod: 'bank_transfer', paymentStatus: 'refunded' });
  const mail = refundSentMail(order, { amount: order.total, method: 'bank_transfer', reference: 'MZ-778899' }, SITE);
  expect(mail.to).toBe(order.email);
  expect(mail.subject).toBe(`Your refund of Rs. 3,050 for order ${order.orderNumber} was sent`);
  expect(mail.text).toContain(`Your refund of Rs. 3,050 for order ${order.orderNumber} was sent by bank transfer, reference MZ-778899.`);
  expect(mail.text).toContain('This is all of the Rs. 3,050 you paid for this order.');
  expect(mail.text).toContain('Bank transfer · Refunded');
  expectNoInternalCodes(mail.text);
});

test('a part of the refund still owed is promised; a cash refund has no reference', () => {
  const order = mailOrder({ status: 'cancelled', paymentStatus: 'partly_refunded', refundOwed: 2050 });
  const mail = refundSentMail(order, { amount: 1000, method: 'cash', reference: null }, SITE);
  expect(mail.text).toContain(`Your refund of Rs. 1,000 for order ${order.orderNumber} was sent in cash.`);
  expect(mail.text).toContain('We will send the remaining Rs. 2,050 as well and mail you when it is sent.');
  expect(mail.text).toContain('If you have not received it, please tell us.');
  expect(mail.text).not.toContain('This is all of');
});

test('a partial refund on an order that owes nothing more (still open) promises nothing', () => {
  const order = mailOrder({ status: 'confirmed', paymentStatus: 'partly_refunded', refundOwed: 0 });
  const mail = refundSentMail(order, { amount: 500, method: 'wallet', reference: 'JC-1234' }, SITE);
  expect(mail.text).toContain('was sent by wallet, reference JC-1234.');
  expect(mail.text).not.toContain('remaining');
  expect(mail.text).not.toContain('This is all of');
});
