'use client';

import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { CourierTracking } from '@/components/orders/courier-tracking';
import { OrderLines } from '@/components/orders/order-lines';
import { FormMessage } from '@/components/ui/form-fields';
import { callEndpoint } from '@/lib/api/client';
import type { TeamRole } from '@/lib/auth/team';
import { orderEndpoints } from '@/lib/orders/contract';
import { adminPaymentStatusLabel, paymentMethodLabel } from '@/lib/orders/payment-labels';
import { needsConfirmationCall } from '@/lib/orders/new-phone';
import type { AdminOrderDetail } from '@/lib/orders/admin-types';
import { orderWhatsAppMessage } from '@/lib/orders/whatsapp';
import { formatPakistanDateTime } from '@/lib/format/date';
import { deliveryPlace } from '@/lib/orders/delivery-place';
import { NO_EMAIL, statusLabel } from '@/lib/orders/types';
import { formatPakistaniMobile } from '@/lib/phone/phone';
import { whatsappLink } from '@/lib/settings/contact';
import { CourierBooking } from './courier-booking';
import { PrintLinks } from './print-links';
import { ShipmentDetails } from './shipment-details';
import { AdminOrderActions } from './admin-order-actions';
import { AdminRefunds, RefundOwed } from './admin-refunds';
import { BankTransferDecision } from './bank-transfer-decision';
import { NewPhoneFlag } from './new-phone-flag';
import { ReturnedParcelsFlag } from './returned-parcels-flag';
import { PaymentLink } from './payment-link';
import { channelPlacedLabel } from '@/lib/orders/admin-new-order';
import { OrderPanel } from './order-panel';
import { StatusCorrection } from './status-correction';
import { adminOrderKeys } from './use-order-change';
import { WalletPayments } from '@/components/orders/admin-wallet-payments';

const SERVER_RENDER_FRESH_MS = 10_000;

/** Who took a step of the timeline: the team member's e-mail when the database names them. */
function eventActor(event: AdminOrderDetail['events'][number]): string {
  if (event.actorEmail) return event.actorEmail;
  return `the ${event.actor === 'gateway' ? 'payment provider' : event.actor === 'admin' ? 'shop' : event.actor}`;
}

function Panel(props: { id: string; title: string; children: ReactNode }) {
  return (
    <OrderPanel
      {...props}
      className="rounded-3xl border border-sand bg-white p-5 shadow-sm shadow-walnut-900/5 sm:p-6"
      headingClassName="font-display text-xl font-bold text-walnut-950"
    />
  );
}

/**
 * One order in the console, kept as a React Query entry: the server's first render is its initial
 * data, an action's answer replaces it, and a refused action (another admin got there first)
 * reloads it, so the owner always acts on the order as it is now. Staff see what is owed but do not
 * record refunds (the owner's, refused to staff by the database).
 */
export function AdminOrderView({ initial, role }: { initial: AdminOrderDetail; role: TeamRole }) {
  const query = useQuery({
    queryKey: adminOrderKeys.order(initial.orderNumber),
    queryFn: ({ signal }) =>
      callEndpoint(orderEndpoints.get, { params: { orderNumber: initial.orderNumber }, signal }).then((answer) => answer.order),
    initialData: initial,
    // The server has just rendered it: asking again on mount would only race an action taken meanwhile.
    staleTime: SERVER_RENDER_FRESH_MS,
    meta: { errorMessage: '[admin] the order could not be refreshed' },
  });
  const order = query.data;
  const [notice, setNotice] = useState<string | null>(null);
  const refundIsTheStep = order.refundOwed > 0 && order.nextStatuses.length === 0;

  return (
    <>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl font-bold text-walnut-950 sm:text-4xl">Order {order.orderNumber}</h1>
        <span data-testid="admin-order-status" className="rounded-full bg-walnut-900 px-3 py-1 text-sm font-semibold text-white">
          {statusLabel(order.status)}
        </span>
        {needsConfirmationCall(order) && <NewPhoneFlag />}
        <ReturnedParcelsFlag count={order.returnedParcelsBefore} />
      </div>
      <p className="mt-1 text-sm text-walnut-600">
        {channelPlacedLabel(order.channel)} {formatPakistanDateTime(order.placedAt)}
      </p>
      <div aria-live="polite" className="mt-4">
        {notice && <FormMessage tone="success">{notice}</FormMessage>}
      </div>
      <div className="mt-4 grid gap-5 lg:grid-cols-[1.3fr_1fr]">
        <div className="space-y-5">
          {order.refundOwed > 0 && (
            <Panel id="refund-owed-title" title="Refund">
              <RefundOwed order={order} onDone={setNotice} role={role} />
            </Panel>
          )}
          {/* A cancelled or returned order that owes a refund has that one step left, besides undoing its last move. */}
          {!(refundIsTheStep && !order.correction) && (
            <Panel id="actions-title" title="Next step">
              <CourierBooking order={order} onDone={setNotice} />
              {!refundIsTheStep && <AdminOrderActions order={order} onDone={setNotice} />}
              <StatusCorrection key={order.correction?.until ?? 'none'} order={order} onDone={setNotice} />
            </Panel>
          )}
          {order.transferOpen && (
            <Panel id="transfer-title" title="Bank transfer">
              <BankTransferDecision order={order} onDone={setNotice} />
            </Panel>
          )}
          {order.shipment?.state === 'booked' && (
            <Panel id="shipment-title" title="Courier">
              <ShipmentDetails shipment={order.shipment} courier={order.bookableWith ?? order.courier ?? order.shippingMethodName} />
            </Panel>
          )}
          <Panel id="items-title" title="Items">
            <OrderLines order={order} />
          </Panel>
          <Panel id="timeline-title" title="Timeline">
            <ol aria-label="Order history" className="mt-3 space-y-3 border-s-2 border-sand ps-5">
              {order.events.map((event, index) => (
                <li key={`${event.at}-${index}`}>
                  <p className="font-semibold text-walnut-950">
                    {event.correction
                      ? `Corrected: ${statusLabel(event.correction.from).toLowerCase()} → ${statusLabel(event.correction.to).toLowerCase()}`
                      : statusLabel(event.status)}
                    {event.paymentStatus && (
                      <span className="font-normal text-walnut-600"> · {adminPaymentStatusLabel(event.paymentStatus)}</span>
                    )}
                  </p>
                  <p className="text-sm text-walnut-600">
                    <time dateTime={event.at}>{formatPakistanDateTime(event.at)}</time> · by {eventActor(event)}
                    {!event.isPublic && ' · not shown to the customer'}
                  </p>
                  {event.note && <p className="text-sm text-walnut-800">{event.correction ? `Reason: ${event.note}` : event.note}</p>}
                </li>
              ))}
            </ol>
          </Panel>
        </div>
        <div className="space-y-5">
          <Panel id="customer-title" title="Customer">
            <p className="mt-3 font-semibold text-walnut-950">{order.fullName}</p>
            <p className="text-sm text-walnut-700">{order.userId ? 'Has an account' : 'Guest checkout'}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <a
                href={whatsappLink(order.phone, orderWhatsAppMessage(order))}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center rounded-full bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800"
              >
                WhatsApp {formatPakistaniMobile(order.phone)}
              </a>
              <a
                href={`tel:${order.phone}`}
                className="inline-flex min-h-11 items-center rounded-full border border-sand px-4 text-sm font-semibold text-walnut-900 hover:border-walnut-300"
              >
                Call
              </a>
            </div>
            {order.email ? (
              <p data-testid="admin-order-email" className="mt-3 text-sm">
                <a href={`mailto:${order.email}`} className="text-apricot-800 underline underline-offset-4">
                  {order.email}
                </a>
              </p>
            ) : (
              <>
                <p data-testid="admin-order-email" className="mt-3 text-sm text-walnut-800">
                  {NO_EMAIL}
                </p>
                <p className="text-sm text-walnut-600">
                  The shop&apos;s mails cannot reach this customer: send updates on WhatsApp or call.
                </p>
              </>
            )}
            <h3 className="mt-5 font-semibold text-walnut-900">Delivery address</h3>
            <p className="mt-1 text-sm leading-relaxed text-walnut-800">
              {order.address}
              <br />
              {deliveryPlace(order)} {order.postalCode ?? ''}, {order.province}
            </p>
            {order.notes && (
              <>
                <h3 className="mt-4 font-semibold text-walnut-900">Customer&apos;s note</h3>
                <p className="mt-1 text-sm text-walnut-800">{order.notes}</p>
              </>
            )}
            <CourierTracking parcel={order} className="mt-4 text-sm text-walnut-800" />
            {order.trackingNumber && (
              <div className="mt-2">
                <PrintLinks orderNumbers={[order.orderNumber]} />
              </div>
            )}
            {order.cancelReason && order.status === 'cancelled' && (
              <p className="mt-4 text-sm text-walnut-800">Cancelled: {order.cancelReason}</p>
            )}
          </Panel>
          <Panel id="payment-title" title="Payment">
            <p className="mt-3 text-walnut-900">
              {paymentMethodLabel(order.paymentMethod)}:{' '}
              <strong data-testid="admin-payment-status">{adminPaymentStatusLabel(order.paymentStatus)}</strong>
            </p>
            {order.paymentDueAt && (
              <p className="mt-1 text-sm text-walnut-700">
                To be paid by {formatPakistanDateTime(order.paymentDueAt)}, or the order is cancelled.
              </p>
            )}
            <PaymentLink order={order} />
            <WalletPayments order={order} onDone={setNotice} />
            <AdminRefunds order={order} onDone={setNotice} role={role} />
          </Panel>
        </div>
      </div>
    </>
  );
}
