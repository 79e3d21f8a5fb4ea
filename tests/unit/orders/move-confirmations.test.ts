import { moveConfirmation, transferRejection } from '@/lib/orders/move-confirmations';

const order = { orderNumber: 'GDF-2611-AB12CD', total: 1680, paymentStatus: 'cod_pending' };

test('delivering a cash-on-delivery order says the cash is then recorded as collected; a paid one only that it is complete', () => {
  expect(moveConfirmation(order, { to: 'delivered' })).toEqual({
    title: 'Mark order GDF-2611-AB12CD as delivered?',
    body: 'The cash of Rs. 1,680 is then recorded as collected. A mistake can be corrected on this page for 24 hours.',
    confirmLabel: 'Mark as delivered',
  });
  expect(moveConfirmation({ ...order, paymentStatus: 'paid' }, { to: 'delivered' })?.body).toBe(
    'The order is then complete. A mistake can be corrected on this page for 24 hours.',
  );
});

test('a returned parcel says where its items go and that the cash is no longer expected', () => {
  expect(moveConfirmation(order, { to: 'returned', restock: true })?.body).toBe(
    'Its items go back in stock. The cash on delivery is then no longer expected. A mistake can be corrected on this page for 24 hours.',
  );
  expect(moveConfirmation({ ...order, paymentStatus: 'paid' }, { to: 'returned', restock: false })?.body).toBe(
    'Its items stay out of stock (damaged goods). A mistake can be corrected on this page for 24 hours.',
  );
});

test('cancelling asks with the action named on the button; the everyday moves ask nothing', () => {
  expect(moveConfirmation(order, { to: 'cancelled' })).toMatchObject({
    title: 'Cancel order GDF-2611-AB12CD?',
    confirmLabel: 'Cancel order',
  });
  for (const to of ['confirmed', 'processing', 'shipped', 'out_for_delivery', 'delivery_failed', 'returning']) {
    expect(moveConfirmation(order, { to })).toBeNull();
  }
});

test('a transfer marked as not received names the amount and that it can still be confirmed', () => {
  expect(transferRejection({ ...order, paymentStatus: 'awaiting_transfer' })).toEqual({
    title: 'Mark the transfer for order GDF-2611-AB12CD as not received?',
    body: 'The payment of Rs. 1,680 is then recorded as failed. If the money arrives after all, you can still confirm it here.',
    confirmLabel: 'Mark as not received',
  });
});
