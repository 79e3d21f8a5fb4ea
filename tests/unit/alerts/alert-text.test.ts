/** What every channel says about an alert, and the console page it links to. */
import { alertText } from '@/lib/alerts/alert-text';
import type { ClaimedAlert } from '@/lib/alerts/types';

const ORDER: ClaimedAlert = {
  id: 1,
  kind: 'new_order',
  detail: null,
  orderNumber: 'GDF-2611-7KQ2MX',
  customerName: 'Sana Baig',
  total: 1680,
  paymentMethod: 'cod',
  cityName: 'Gilgit',
  cancelReason: null,
  senderName: null,
  subject: null,
  placedFromNewPhone: false,
  returnedParcels: 0,
};
const SITE = 'https://gilgitdryfruits.pk/';
const LINK = 'https://gilgitdryfruits.pk/admin/orders/GDF-2611-7KQ2MX';

test.each([
  [{ kind: 'new_order' }, 'New order GDF-2611-7KQ2MX', 'Sana Baig, Gilgit: Rs. 1,680, cash on delivery.'],
  [{ kind: 'payment_received', paymentMethod: 'jazzcash' }, 'Payment received for GDF-2611-7KQ2MX', 'Rs. 1,680 by JazzCash.'],
  [{ kind: 'shopper_cancelled', cancelReason: 'Ordered twice' }, 'GDF-2611-7KQ2MX cancelled by the customer', 'Sana Baig: Ordered twice.'],
  [{ kind: 'whatsapp_reply', detail: 'confirmed' }, 'WhatsApp reply on GDF-2611-7KQ2MX', 'The customer confirmed it.'],
  [
    { kind: 'whatsapp_reply', detail: 'address_change_noted' },
    'WhatsApp reply on GDF-2611-7KQ2MX',
    'The customer asks to change the delivery address: please call them.',
  ],
  [
    { kind: 'not_handed_over' },
    'GDF-2611-7KQ2MX is not with a courier yet',
    'Confirmed, Rs. 1,680, and still waiting to be handed to a courier.',
  ],
] as const)('%o says %s, links to the order', (change, title, body) => {
  expect(alertText({ ...ORDER, ...change }, SITE)).toEqual({ title, body, link: LINK, flags: [] });
});

test('a contact message links to the messages', () => {
  const alert: ClaimedAlert = {
    ...ORDER,
    kind: 'contact_message',
    orderNumber: null,
    senderName: 'Ayesha Khan',
    subject: 'Skardu delivery?',
  };
  expect(alertText(alert, SITE)).toEqual({
    title: 'New message from Ayesha Khan',
    body: 'Skardu delivery?',
    link: 'https://gilgitdryfruits.pk/admin/messages',
    flags: [],
  });
});

test("a new order carries its flags: a new phone's call and the parcels the phone returned before", () => {
  const flagged = alertText({ ...ORDER, placedFromNewPhone: true, returnedParcels: 2 }, SITE);
  expect(flagged.flags).toEqual(['New phone — confirm by call before packing', 'Returned 2 parcels before']);
  expect(flagged.link).toBe(LINK);
});

test('a later alert about the order keeps the returned parcels but not the call, due before confirming', () => {
  const later = alertText({ ...ORDER, kind: 'not_handed_over', placedFromNewPhone: true, returnedParcels: 1 }, SITE);
  expect(later.flags).toEqual(['Returned 1 parcel before']);
});

test('a transfer order from a new phone is not flagged for a call (only cash on delivery is)', () => {
  expect(alertText({ ...ORDER, paymentMethod: 'bank_transfer', placedFromNewPhone: true }, SITE).flags).toEqual([]);
});
