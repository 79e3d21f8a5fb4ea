import { parseOrderFilters } from '@/lib/orders/admin-filters';
import { recordRefundSchema, refundInWords, refundRecorded } from '@/lib/orders/refunds';

const issues = (input: unknown) => {
  const parsed = recordRefundSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

test('a bank or wallet refund needs its reference; a cash refund may go without', () => {
  for (const method of ['bank_transfer', 'wallet']) {
    expect(issues({ amount: 500, method, reference: '   ' })).toEqual({
      reference: 'Please enter the reference of the transfer (up to 64 characters).',
    });
  }
  expect(issues({ amount: 500, method: 'cash' })).toEqual({});
  expect(recordRefundSchema.parse({ amount: 500, method: 'wallet', reference: ' JC-1 ', note: ' ' })).toEqual({
    amount: 500,
    method: 'wallet',
    reference: 'JC-1',
    note: '',
  });
});

test('the amount is whole rupees above nothing, the method one of three, the fields bounded', () => {
  expect(issues({ amount: 0, method: 'cash' })).toEqual({ amount: 'Please enter the refund in whole rupees, more than Rs. 0.' });
  expect(issues({ amount: 12.5, method: 'cash' })).toEqual({ amount: 'Please enter the refund in whole rupees.' });
  expect(issues({ amount: 100, method: 'cheque' })).toEqual({
    method: 'Please choose how the refund was sent: bank transfer, wallet or cash.',
  });
  expect(issues({ amount: 100, method: 'cash', reference: 'x'.repeat(65), note: 'y'.repeat(501) })).toEqual({
    reference: 'The reference is limited to 64 characters.',
    note: 'The note is limited to 500 characters.',
  });
});

test('a refund in words, and what the owner reads once it is recorded', () => {
  expect(refundInWords({ amount: 1680, method: 'bank_transfer', reference: 'MZ-1' })).toBe('Rs. 1,680 by bank transfer (ref MZ-1)');
  expect(refundInWords({ amount: 200, method: 'cash', reference: null })).toBe('Rs. 200 in cash');
  expect(refundRecorded({ amount: 500 }, 1180)).toBe('Refund of Rs. 500 recorded; Rs. 1,180 is left to refund.');
  expect(refundRecorded({ amount: 1680 }, 0)).toBe('Refund of Rs. 1,680 recorded; the order is refunded in full.');
});

test('the orders filter keeps ?refund=owed and drops anything else in its place', () => {
  expect(parseOrderFilters({ refund: 'owed', status: 'cancelled' })).toEqual({ refund: 'owed', status: 'cancelled' });
  expect(parseOrderFilters({ refund: 'all', status: 'cancelled' })).toEqual({ status: 'cancelled' });
  expect(parseOrderFilters({ payment: 'partly_refunded' })).toEqual({ payment: 'partly_refunded' });
});
