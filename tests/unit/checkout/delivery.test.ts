import {
  deliveryDaysLabel,
  freeDeliveryNote,
  PICKUP_ADDRESS_MISSING,
  pickupMethodIds,
  pickupPoint,
  type DeliveryMethod,
} from '@/lib/checkout/delivery';
import { paymentMethodById, paymentTexts, PAYMENT_METHODS } from '@/lib/checkout/payment-methods';
import { EMPTY_SHOP_SETTINGS } from '@/lib/settings/types';
import { FILLED_SETTINGS } from '../settings/fixtures';

describe('delivery times and free delivery, from the shipping method fields', () => {
  test.each([
    [2, 5, '2–5 working days'],
    [3, 3, '3 working days'],
    [1, 1, '1 working day'],
    [0, 0, 'Same day'],
    [0, 1, 'Same or next working day'],
    [null, 4, ''],
  ])('%p to %p days reads "%s"', (min, max, label) => {
    expect(deliveryDaysLabel(min, max)).toBe(label);
  });

  test('a free-delivery threshold in rupees, or nothing without one', () => {
    expect(freeDeliveryNote(10000)).toBe('Free delivery on orders of Rs. 10,000 or more.');
    expect(freeDeliveryNote(null)).toBeNull();
  });
});

describe('pick-up', () => {
  const method = (id: string, collectedAtShop: boolean): DeliveryMethod => ({
    id,
    name: id,
    description: '',
    estimatedDaysMin: 0,
    estimatedDaysMax: 1,
    freeShippingMinSubtotal: null,
    collectedAtShop,
  });

  test('the methods collected at the shop are the pick-ups', () => {
    expect(pickupMethodIds([method('leopard', false), method('pickup', true), method('tcs', false)])).toEqual(['pickup']);
  });

  test('the address with the town and the hours from the settings', () => {
    expect(pickupPoint(FILLED_SETTINGS)).toEqual({
      address: 'Shahrah-e-Quaid-e-Azam, Jutial, Gilgit 15100',
      hours: 'Every day, 8:00 am to 8:00 pm',
    });
  });

  test('no address set: no placeholder, the shopper is told to contact the shop', () => {
    expect(pickupPoint(EMPTY_SHOP_SETTINGS).address).toBeNull();
    expect(PICKUP_ADDRESS_MISSING).toMatch(/contact us/i);
  });
});

describe('payment texts follow the shipping method', () => {
  const cod = paymentMethodById('cod')!;
  const transfer = paymentMethodById('bank_transfer')!;

  test('cash on delivery with a courier: pay the courier when the parcel arrives', () => {
    const texts = paymentTexts(cod, false);
    expect(texts.summary).toBe(cod.summary);
    expect(texts.nextSteps.join(' ')).toContain('pay the courier when your parcel arrives');
  });

  test('cash at pick-up: pay when collecting, never a courier, rider or parcel', () => {
    const texts = paymentTexts(cod, true);
    const words = [texts.summary, ...texts.nextSteps].join(' ');
    expect(words).toContain('when you collect your order');
    expect(words).not.toMatch(/courier|rider|parcel/i);
  });

  test('bank transfer for pick-up: ready to collect once paid, not shipped', () => {
    const words = paymentTexts(transfer, true).nextSteps.join(' ');
    expect(words).toContain('ready to collect');
    expect(words).not.toMatch(/ships|courier/);
  });

  test('a method without pick-up words keeps its own', () => {
    for (const method of PAYMENT_METHODS.filter((entry) => !entry.atPickup)) {
      expect(paymentTexts(method, true)).toEqual({ summary: method.summary, nextSteps: method.nextSteps });
    }
  });
});
