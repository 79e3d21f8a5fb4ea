import { paymentMethodById } from '@/lib/checkout/payment-methods';
import { statusLabel } from '@/lib/orders/types';

/** Payment states in the owner's words (the shopper's words speak to the shopper: "Awaiting your bank transfer"). */
const PAYMENT_STATUS: Record<string, string> = {
  pending: 'Payment pending',
  awaiting_transfer: 'Transfer not yet received',
  cod_pending: 'Cash due on delivery',
  paid: 'Paid',
  cod_collected: 'Cash collected',
  failed: 'Not paid',
  partly_refunded: 'Partly refunded',
  refunded: 'Refunded',
  voided: 'Void',
};

export function adminPaymentStatusLabel(status: string): string {
  return PAYMENT_STATUS[status] ?? statusLabel(status);
}

export function paymentMethodLabel(method: string): string {
  return paymentMethodById(method)?.name ?? statusLabel(method);
}
