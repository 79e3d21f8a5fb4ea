import { ACTIVITY_VALUE_LIMIT, activityHref, describeActivity } from '@/lib/activity/describe';
import type { ActivityEntry } from '@/lib/activity/types';

function entry(
  subject: string,
  action: ActivityEntry['action'],
  subjectKey: string | null,
  changes: ActivityEntry['changes'] = {},
): ActivityEntry {
  return { id: 1, actorEmail: 'ali@example.com', action, subject, subjectKey, changes, at: '2026-11-28T10:00:00Z' };
}

describe('describeActivity', () => {
  test.each<[string, ActivityEntry, string]>([
    [
      'an order moved',
      entry('orders', 'update', 'GDF-1234', { status: ['confirmed', 'processing'] }),
      'Changed order GDF-1234: status confirmed → processing',
    ],
    [
      'an order with several changes, nothing set becoming none',
      entry('orders', 'update', 'GDF-1234', { status: ['processing', 'shipped'], courier: [null, 'TCS'], tracking_number: [null, 'T1'] }),
      'Changed order GDF-1234: status processing → shipped, courier none → TCS, tracking_number none → T1',
    ],
    ['an order taken by phone', entry('orders', 'insert', 'GDF-1235', { status: [null, 'confirmed'] }), 'Added order GDF-1235'],
    ['a product added', entry('products', 'insert', 'Apricot jam', { product_name: [null, 'Apricot jam'] }), 'Added product Apricot jam'],
    [
      'a product hidden',
      entry('products', 'update', 'Apricot jam', { is_active: [true, false] }),
      'Changed product Apricot jam: is_active yes → no',
    ],
    ['a product removed', entry('products', 'delete', 'Apricot jam'), 'Removed product Apricot jam'],
    [
      'a weight option priced',
      entry('product_variants', 'update', 'APR-500', { price: [1250, 1300] }),
      'Changed weight option APR-500: price 1250 → 1300',
    ],
    ['a weight option added', entry('product_variants', 'insert', 'APR-1KG'), 'Added weight option APR-1KG'],
    [
      'a photo added',
      entry('product_images', 'insert', 'Apricot jam', { image_url: [null, 'https://x/y.webp'] }),
      'Added a photo of Apricot jam',
    ],
    ['a photo removed', entry('product_images', 'delete', 'Apricot jam'), 'Removed a photo of Apricot jam'],
    ['a city', entry('cities', 'update', 'Gilgit', { zone: ['north', 'local'] }), 'Changed city Gilgit: zone north → local'],
    [
      'a shipping method',
      entry('shipping_methods', 'update', 'Courier', { is_active: [true, false] }),
      'Changed shipping method Courier: is_active yes → no',
    ],
    ['the shipping rates', entry('shipping_rates', 'insert', null), 'Changed the shipping rates'],
    [
      'a payment method',
      entry('payment_methods', 'update', 'cod', { is_active: [false, true] }),
      'Changed payment method cod: is_active no → yes',
    ],
    ['a coupon added', entry('coupons', 'insert', 'EID10', { code: [null, 'EID10'] }), 'Added coupon EID10'],
    ['a coupon removed', entry('coupons', 'delete', 'EID10'), 'Removed coupon EID10'],
    [
      'the settings, by name only',
      entry('shop_settings', 'update', null, { bank_iban: ['PK00', 'PK11'], alerts_email: [null, 'me@example.com'] }),
      'Changed the settings: bank_iban, alerts_email',
    ],
    [
      'a refund',
      entry('refunds', 'insert', 'GDF-1234', {
        amount: [null, 500],
        method: [null, 'bank_transfer'],
        order_id: [null, 'a-uuid'],
        recorded_by: [null, 'u'],
      }),
      'Recorded a refund on order GDF-1234: amount 500, method bank_transfer',
    ],
    [
      'a review published',
      entry('testimonials', 'update', 'Sana', { is_approved: [false, true] }),
      'Changed the review by Sana: is_approved no → yes',
    ],
    ['a review deleted', entry('testimonials', 'delete', 'Sana'), 'Removed the review by Sana'],
    [
      'a message handled',
      entry('contact_messages', 'update', 'Bilal', { status: ['read', 'handled'] }),
      'Changed message Bilal: status read → handled',
    ],
    [
      'notes on a customer',
      entry('customer_notes', 'insert', '+923551234567', { notes: [null, 'Calls first'] }),
      'Added notes on customer +923551234567',
    ],
    [
      'stock counted in',
      entry('stock_movements', 'insert', 'APR-500', { delta: [null, 5], reason: [null, 'restock'], stock_after: [null, 12] }),
      'Changed the stock of weight option APR-500: +5 (restock)',
    ],
    [
      'stock thrown away, with a note',
      entry('stock_movements', 'insert', 'APR-500', { delta: [null, -2], reason: [null, 'spoilage'], note: [null, 'Damp'] }),
      'Changed the stock of weight option APR-500: -2 (spoilage), “Damp”',
    ],
    ['staff added', entry('staff', 'insert', 'ali@example.com'), 'Added staff ali@example.com'],
    ['staff removed', entry('staff', 'delete', 'ali@example.com'), 'Removed staff ali@example.com'],
    [
      'a table it does not know',
      entry('courier_city_codes', 'update', 'GIL', { code: ['G', 'GL'] }),
      'Changed courier city codes GIL: code G → GL',
    ],
    ['a row without a name', entry('cities', 'delete', null), 'Removed a city'],
    ['a review without a name', entry('testimonials', 'delete', null), 'Removed a review'],
  ])('%s', (_name, given, sentence) => {
    expect(describeActivity(given)).toBe(sentence);
  });

  test('a long value is cut, an object is written out, and past four columns the rest are counted', () => {
    const long = 'x'.repeat(79) + '…';
    const sentence = describeActivity(
      entry('products', 'update', 'Apricot jam', {
        description: ['short', long],
        tags: [[], ['dried', 'gift']],
        price: [1, 2],
        origin: ['Hunza', 'Skardu'],
        area: ['north', 'south'],
        position: [1, 2],
      }),
    );
    expect(sentence).toBe(
      `Changed product Apricot jam: description short → ${'x'.repeat(ACTIVITY_VALUE_LIMIT - 1)}…, tags [] → ["dried","gift"], price 1 → 2, origin Hunza → Skardu, 2 more`,
    );
  });
});

test('an order or a refund leads to the order page; anything else nowhere', () => {
  expect(activityHref(entry('orders', 'update', 'GDF-1234'))).toBe('/admin/orders/GDF-1234');
  expect(activityHref(entry('refunds', 'insert', 'GDF-1234'))).toBe('/admin/orders/GDF-1234');
  expect(activityHref(entry('products', 'insert', 'Apricot jam'))).toBeNull();
  expect(activityHref(entry('orders', 'update', null))).toBeNull();
});
