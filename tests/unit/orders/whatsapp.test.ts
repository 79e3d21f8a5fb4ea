import { orderWhatsAppMessage } from '@/lib/orders/whatsapp';

/** The console's WhatsApp message follows the order: for a customer without e-mail it carries what the mails would. */
const ORDER = {
  fullName: 'Sana Baig',
  orderNumber: 'GDF-2611-AB12CD',
  total: 1570,
  paymentMethod: 'cod',
  paymentStatus: 'cod_pending',
  cityName: 'Phander',
  town: 'Handrap',
  status: 'pending',
  courier: null,
  trackingNumber: null,
  trackingUrl: null,
  cancelReason: null,
};

test('pending: the confirmation request, with the town near its city', () => {
  expect(orderWhatsAppMessage(ORDER)).toBe(
    'Assalam-o-Alaikum Sana Baig, this is Gilgit Dry Fruits. We have your order GDF-2611-AB12CD of Rs. 1,570 (cash on delivery) for delivery to Handrap (near Phander). ' +
      'Please reply YES to confirm it, and we will send it on its way.',
  );
  expect(orderWhatsAppMessage({ ...ORDER, town: null })).toContain('for delivery to Phander.');
});

test('confirmed, shipped with the tracking link and the cash to keep ready, delivered, cancelled with the reason', () => {
  expect(orderWhatsAppMessage({ ...ORDER, status: 'confirmed' })).toBe(
    'Assalam-o-Alaikum Sana Baig, this is Gilgit Dry Fruits. Your order GDF-2611-AB12CD is confirmed and being packed.',
  );
  const shipped = {
    ...ORDER,
    status: 'shipped',
    courier: 'Leopards',
    trackingNumber: 'LE123',
    trackingUrl: 'https://couriers.example/track?cn=LE123',
  };
  expect(orderWhatsAppMessage(shipped)).toBe(
    'Assalam-o-Alaikum Sana Baig, this is Gilgit Dry Fruits. Your order GDF-2611-AB12CD is on its way to Handrap (near Phander) with Leopards, tracking number LE123 ' +
      '(https://couriers.example/track?cn=LE123). Please keep Rs. 1,570 ready in cash.',
  );
  expect(orderWhatsAppMessage({ ...shipped, paymentStatus: 'paid' })).not.toContain('ready in cash');
  expect(orderWhatsAppMessage({ ...ORDER, status: 'delivered', paymentStatus: 'cod_collected' })).toContain(
    'has been delivered. Thank you',
  );
  expect(orderWhatsAppMessage({ ...ORDER, status: 'cancelled', cancelReason: 'Out of stock until spring' })).toContain(
    'has been cancelled: Out of stock until spring',
  );
  expect(orderWhatsAppMessage({ ...ORDER, status: 'returning' })).toContain('About your order GDF-2611-AB12CD: it is now returning.');
});
