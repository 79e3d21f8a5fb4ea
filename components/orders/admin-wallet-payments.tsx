'use client';

import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-fields';
import type { AdminOrderDetail } from '@/lib/orders/admin-types';
import { formatPakistanDateTime } from '@/lib/format/date';
import { formatRupees } from '@/lib/format/rupees';
import { noticeRepeats } from '@/lib/orders/messages';
import { statusLabel } from '@/lib/orders/types';
import { useWalletStatusCheck } from '@/components/orders/use-order-change';

/**
 * Every payment attempt with the provider's reference and its own status words, the gateways'
 * messages the shop flagged for review (never applied silently; a repeated one once, with its count),
 * and "Check status now".
 */
export function WalletPayments({ order, onDone }: { order: AdminOrderDetail; onDone: (message: string) => void }) {
  const check = useWalletStatusCheck(order.orderNumber, onDone);
  const flagged = order.paymentNotices.filter((notice) => notice.needsReview);
  return (
    <>
      {order.payments.length > 0 && (
        <ul aria-label="Payment attempts" className="mt-3 space-y-2 text-sm text-walnut-800">
          {order.payments.map((payment) => (
            <li key={payment.reference} data-testid="payment-attempt">
              {formatRupees(payment.amount)} · ref. <span className="font-mono">{payment.reference}</span> ·{' '}
              <strong>{statusLabel(payment.status)}</strong> · {formatPakistanDateTime(payment.at)}
              {(payment.responseCode || payment.responseMessage) && (
                <span className="block text-walnut-600">
                  Provider: {[payment.responseCode, payment.responseMessage].filter(Boolean).join(' · ')}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {flagged.length > 0 && (
        <div className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-3">
          <h3 className="text-sm font-semibold text-amber-950">Needs review ({flagged.length})</h3>
          <ul aria-label="Payment messages to review" className="mt-1 space-y-1 text-sm text-amber-950">
            {flagged.map((notice, index) => (
              <li key={`${notice.at}-${index}`}>
                {formatPakistanDateTime(notice.at)} · {notice.channel} · {notice.verdict.replace(/_/g, ' ')}
                {notice.reference && <> · ref. {notice.reference}</>}
                {notice.detail && <>: {notice.detail}</>}
                {notice.repeats > 1 && <> ({noticeRepeats(notice.repeats, formatPakistanDateTime(notice.lastSeenAt))})</>}
              </li>
            ))}
          </ul>
        </div>
      )}
      {order.walletCheckOpen && (
        <div className="mt-4">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => check.run(undefined)}
            disabled={check.pending}
            aria-busy={check.pending || undefined}
          >
            {check.pending ? 'Checking…' : 'Check status now'}
          </Button>
          {check.error && <FormMessage tone="error">{check.error}</FormMessage>}
        </div>
      )}
    </>
  );
}
