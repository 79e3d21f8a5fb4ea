/** @jest-environment node */
import { newOrderMail, orderConfirmationMail } from '@/lib/orders/mails';
import type { CheckoutDetails } from '@/lib/checkout/schema';
import type { PlacedOrder } from '@/lib/checkout/types';

jest.mock('server-only', () => ({}));

const account = { bankName: 'Habib Bank Limited, Airport Road, Gilgit', accountTitle: 'Gilgit Dry Fruits', accountNumber: '1234-56789012-03', iban: 'PK36HBPK0000123456789012' };

const order: PlacedOrder = {
  orderNumber: 'GDF-20261122-0001',
  status: 'pending',
  paymentMethod: 'bank_transfer',
  paymentStatus: 'awaiting_transfer',
  shippingMethod: 'leopard',
  subtotal: 2900,
  discount: 0,
  shippingFee: 150,
  total: 3050,
  couponCode: null,
  paymentDueAt: null,
  createdAt: '2026-11-22T05:00:00Z',
  items: [{ productName: 'Chilgoza Pine Nuts (Roasted)', variantLabel: '250 g', unitPrice: 2900, quantity: 1, lineTotal: 2900 }],
};

const details = {
  email: 'amina@example.pk',
  fullName: 'Amina Baig',
  phone: '03001234567',
  address: 'House 4, Jutial',
  postalCode: '15100',
  cityId: 1,
  country: 'Pakistan',
  notes: '',
} as unknown as CheckoutDetails;

test('a bank-transfer confirmation gives the configured account with the order number as reference', () => {
  const mail = orderConfirmationMail(order, details, 'Gilgit', 'https://gilgitdryfruits.pk', account);
  expect(mail.to).toBe('amina@example.pk');
  expect(mail.text).toContain('Bank: Habib Bank Limited, Airport Road, Gilgit');
  expect(mail.text).toContain('IBAN: PK36HBPK0000123456789012');
  expect(mail.text).toContain('Reference: GDF-20261122-0001');
  expect(mail.html).toContain('Account number: 1234-56789012-03');
});

test('a cash-on-delivery confirmation has no bank account', () => {
  const mail = orderConfirmationMail({ ...order, paymentMethod: 'cod', paymentStatus: 'pending' }, details, 'Gilgit', 'https://gilgitdryfruits.pk', account);
  expect(mail.text).toContain('Payment: Cash on delivery');
  expect(mail.text).not.toContain('IBAN');
});

test('the owner\'s notice names the order, the total and the way of paying', () => {
  const mail = newOrderMail(order, details, 'Gilgit', 'orders@gilgitdryfruits.pk');
  expect(mail.subject).toBe('New order GDF-20261122-0001: Rs. 3,050 (Bank transfer)');
  expect(mail.text).toContain('Customer: Amina Baig');
});
