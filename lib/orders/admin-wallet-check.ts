import { Problem } from '@/lib/errors/problem';
import type { AdminOrderDetail } from './admin-types';

/**
 * The reference of the attempt "check status now" asks the wallet provider about: the order's latest
 * unfinished one. no_wallet_attempt when the order has none open.
 */
export function walletAttemptToCheck(order: Pick<AdminOrderDetail, 'walletCheckOpen' | 'payments'>): string {
  const attempt = order.walletCheckOpen
    ? order.payments.findLast((payment) => !['succeeded', 'refunded'].includes(payment.status))
    : undefined;
  if (!attempt) throw new Problem('no_wallet_attempt');
  return attempt.reference;
}
