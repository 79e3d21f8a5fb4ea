import { formatRupees } from '@/lib/format/rupees';
import type { AdminOrderDetail } from '@/lib/orders/admin-types';
import { paymentMethodLabel } from '@/lib/orders/payment-labels';
import { whatsappLink } from '@/lib/settings/contact';

/** What the customer reads with the link: the amount, the order and the wallet. */
function paymentLinkMessage(order: Pick<AdminOrderDetail, 'fullName' | 'orderNumber' | 'total' | 'paymentMethod'>, link: string): string {
  return (
    `Assalam o Alaikum ${order.fullName}, please pay ${formatRupees(order.total)} for your order ${order.orderNumber} ` +
    `with ${paymentMethodLabel(order.paymentMethod)} here: ${link}`
  );
}

/** A wallet order waiting for the money: its payment link, to send on WhatsApp or copy. */
export function PaymentLink({ order }: { order: AdminOrderDetail }) {
  if (!order.paymentLink) return null;
  return (
    <div className="mt-4 space-y-2">
      <h3 className="font-semibold text-walnut-900">Payment link</h3>
      <p className="break-all font-mono text-sm text-walnut-800" data-testid="payment-link">
        {order.paymentLink}
      </p>
      <a
        href={whatsappLink(order.phone, paymentLinkMessage(order, order.paymentLink))}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center rounded-full bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800"
      >
        Send the payment link on WhatsApp
      </a>
    </div>
  );
}
