import { NO_WALLET_ATTEMPT } from '@/lib/orders/messages';
import { walletAttemptToCheck } from '@/lib/orders/admin-wallet-check';
import type { AdminOrderDetail } from '@/lib/orders/admin-types';
import { answered } from '../support/problem-answer';

type Payment = AdminOrderDetail['payments'][number];

const attempt = (reference: string, status: string): Payment => ({
  gateway: 'jazzcash',
  reference,
  amount: 1400,
  status,
  responseCode: null,
  responseMessage: null,
  at: '2026-11-25T10:05:00Z',
});

function refusal(order: Pick<AdminOrderDetail, 'walletCheckOpen' | 'payments'>) {
  try {
    walletAttemptToCheck(order);
  } catch (error) {
    return answered(error);
  }
  throw new Error('the order was not refused');
}

test('"check status now" asks about the latest attempt that has not finished', () => {
  const payments = [attempt('T-1', 'failed'), attempt('T-2', 'pending'), attempt('T-3', 'succeeded')];
  expect(walletAttemptToCheck({ walletCheckOpen: true, payments })).toBe('T-2');
  expect(walletAttemptToCheck({ walletCheckOpen: true, payments: [attempt('T-1', 'pending'), attempt('T-2', 'initiated')] })).toBe('T-2');
});

test('an order without an open wallet attempt is refused with the code the console branches on', () => {
  const expected = { status: 409, body: { ok: false, message: NO_WALLET_ATTEMPT, code: 'no_wallet_attempt' } };
  expect(refusal({ walletCheckOpen: false, payments: [attempt('T-1', 'pending')] })).toMatchObject(expected);
  expect(refusal({ walletCheckOpen: true, payments: [attempt('T-1', 'succeeded'), attempt('T-2', 'refunded')] })).toMatchObject(expected);
  expect(refusal({ walletCheckOpen: true, payments: [] })).toMatchObject(expected);
});
