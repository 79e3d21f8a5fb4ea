import { formatRupees } from '@/lib/format/rupees';
import type { AdminOrderDetail } from './admin-types';

/** What the console asks before a move (shown by components/ui/confirm-dialog.tsx). */
interface Confirmation {
  title: string;
  body: string;
  /** The action's own name, on the button that takes it. */
  confirmLabel: string;
}

type Order = Pick<AdminOrderDetail, 'orderNumber' | 'total' | 'paymentStatus'>;

/** A move as the console sends it (the status the owner saw aside). */
interface Move {
  to: string;
  restock?: boolean;
}

const CORRECTABLE = 'A mistake can be corrected on this page for 24 hours.';

/**
 * What the console asks before a move that moves money or cannot simply be taken back (delivered,
 * which also records the cash; cancelled; returned), or null for a move taken in one tap.
 */
export function moveConfirmation(order: Order, move: Move): Confirmation | null {
  const n = order.orderNumber;
  const cod = order.paymentStatus === 'cod_pending';
  switch (move.to) {
    case 'delivered':
      return {
        title: `Mark order ${n} as delivered?`,
        body: `${cod ? `The cash of ${formatRupees(order.total)} is then recorded as collected.` : 'The order is then complete.'} ${CORRECTABLE}`,
        confirmLabel: 'Mark as delivered',
      };
    case 'cancelled':
      return {
        title: `Cancel order ${n}?`,
        body: `Its stock goes back on the shelf and the customer is told the reason. ${CORRECTABLE}`,
        confirmLabel: 'Cancel order',
      };
    case 'returned':
      return {
        title: `Mark order ${n} as returned?`,
        body: [
          move.restock === false ? 'Its items stay out of stock (damaged goods).' : 'Its items go back in stock.',
          cod ? 'The cash on delivery is then no longer expected.' : '',
          CORRECTABLE,
        ]
          .filter(Boolean)
          .join(' '),
        confirmLabel: 'Mark as returned',
      };
    default:
      return null;
  }
}

/** What the console asks before recording that a bank transfer did not arrive. */
export function transferRejection(order: Order): Confirmation {
  return {
    title: `Mark the transfer for order ${order.orderNumber} as not received?`,
    body: `The payment of ${formatRupees(order.total)} is then recorded as failed. If the money arrives after all, you can still confirm it here.`,
    confirmLabel: 'Mark as not received',
  };
}
