import { needsConfirmationCall } from '@/lib/orders/new-phone';
import { parseOrderFilters } from '@/lib/orders/admin-filters';

test('only an unconfirmed cash-on-delivery order from a new phone needs a confirmation call', () => {
  const order = { status: 'pending', paymentMethod: 'cod', placedFromNewPhone: true };
  expect(needsConfirmationCall(order)).toBe(true);
  expect(needsConfirmationCall({ ...order, placedFromNewPhone: false })).toBe(false);
  expect(needsConfirmationCall({ ...order, status: 'confirmed' })).toBe(false);
  expect(needsConfirmationCall({ ...order, paymentMethod: 'bank_transfer' })).toBe(false);
});

test('the orders list can be filtered to those orders; anything else in the filter is dropped', () => {
  expect(parseOrderFilters({ newPhone: 'yes' })).toEqual({ newPhone: 'yes' });
  expect(parseOrderFilters({ newPhone: 'maybe', status: 'pending' })).toEqual({ status: 'pending' });
});
