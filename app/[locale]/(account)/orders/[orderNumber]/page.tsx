import type { Metadata } from 'next';
import { Link } from '@/components/i18n/link';
import { notFound } from 'next/navigation';
import { CancelOrderButton } from '@/components/orders/cancel-order-button';
import { CourierTracking } from '@/components/orders/courier-tracking';
import { OrderLines } from '@/components/orders/order-lines';
import { OrderPanel } from '@/components/orders/order-panel';
import { CourierEvents } from '@/components/orders/courier-events';
import { OrderTimeline } from '@/components/orders/order-timeline';
import { PayNowButton } from '@/components/payments/pay-now-button';
import { getCurrentUser } from '@/lib/auth/queries';
import { paymentMethodById } from '@/lib/checkout/payment-methods';
import { deliveryPlace } from '@/lib/orders/delivery-place';
import { getCurrentShopperOrder } from '@/lib/orders/queries';
import { paymentStatusLabel, statusLabel } from '@/lib/orders/types';
import { formatPakistaniMobile } from '@/lib/phone/phone';

export const metadata: Metadata = { title: 'Order' };

const PANEL = 'rounded-3xl border border-sand bg-white p-6 shadow-sm shadow-walnut-900/5';
const ITEMS_HEADING = 'font-display text-2xl font-bold text-walnut-950';
const HEADING = 'font-display text-xl font-bold text-walnut-950';

/** /orders/{orderNumber}: one of the shopper's orders; anyone else's or an unknown number is a 404. */
export default async function OrderPage({ params }: { params: Promise<{ orderNumber: string }> }) {
  const user = await getCurrentUser();
  if (!user) return null;
  const { orderNumber } = await params;
  const order = await getCurrentShopperOrder(user.id, decodeURIComponent(orderNumber));
  if (!order) notFound();

  return (
    <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-16">
      <Link href="/orders" className="text-sm font-semibold text-apricot-800 underline underline-offset-4">
        My Orders
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <h1 className="font-display text-4xl font-bold text-walnut-950">Order {order.orderNumber}</h1>
        <span data-testid="order-status" className="rounded-full bg-cream px-3 py-1 text-sm font-medium text-walnut-800">
          {statusLabel(order.status)}
        </span>
      </div>
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[1.4fr_1fr]">
        <OrderPanel id="items-title" title="Items" className={PANEL} headingClassName={ITEMS_HEADING}>
          <OrderLines order={order} />
        </OrderPanel>
        <div className="space-y-6">
          <OrderPanel id="delivery-title" title="Delivery address" className={PANEL} headingClassName={HEADING}>
            <p className="mt-3 text-walnut-800">
              {order.fullName}
              <br />
              {order.address}
              <br />
              {deliveryPlace(order)} {order.postalCode ?? ''}, {order.province}
              <br />
              {formatPakistaniMobile(order.phone)}
            </p>
            <CourierTracking parcel={order} className="mt-3 text-sm text-walnut-700" />
          </OrderPanel>
          <OrderPanel id="payment-title" title="Payment" className={PANEL} headingClassName={HEADING}>
            <p className="mt-3 text-walnut-800">
              {paymentMethodById(order.paymentMethod)?.name ?? order.paymentMethod} · {paymentStatusLabel(order.paymentStatus)}
            </p>
            {paymentMethodById(order.paymentMethod)?.kind === 'redirect' &&
              order.status === 'pending' &&
              ['pending', 'failed'].includes(order.paymentStatus) && (
                <div className="mt-4">
                  <PayNowButton
                    orderNumber={order.orderNumber}
                    label={
                      order.paymentStatus === 'failed'
                        ? 'Try the payment again'
                        : `Pay with ${paymentMethodById(order.paymentMethod)?.name}`
                    }
                  />
                </div>
              )}
          </OrderPanel>
          <OrderPanel id="timeline-title" title="Status" className={PANEL} headingClassName={HEADING}>
            <OrderTimeline events={order.events} />
            <CourierEvents events={order.courierEvents} />
            {order.cancellable && <CancelOrderButton orderNumber={order.orderNumber} />}
          </OrderPanel>
        </div>
      </div>
    </div>
  );
}
