'use client';

import { Link } from '@/components/i18n/link';
import { useMemo } from 'react';
import { Rupees } from '@/components/ui/rupees';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { PickupPoint } from '@/lib/checkout/delivery';
import { paymentMethodById, paymentTexts } from '@/lib/checkout/payment-methods';
import { ORDER_CONFIRMATION_KEY, readSessionJson, sessionStore } from '@/lib/storage/session-keys';
import { formatRupees } from '@/lib/format/rupees';
import { formatPakistaniMobile } from '@/lib/phone/phone';
import type { BankAccount } from '@/lib/settings/types';
import { PayNowButton } from '@/components/payments/pay-now-button';
import { BankAccountDetails } from './bank-account-details';
import { PANEL_CLASS } from './checkout-steps';
import { PickupDetails } from './pickup-details';
import type { StoredConfirmation } from '@/lib/checkout/types';
import { TransferReceipt } from './transfer-receipt';
import { WhatsAppChatButton } from './whatsapp-chat-button';
import type { PlacedOrder } from '@/lib/checkout/types';

/**
 * The confirmation after placing an order. It shows only what place_order returned to this tab
 * (kept in session storage), so the URL alone reveals nothing about anyone's order.
 */
export function OrderConfirmation({
  orderNumber,
  bankAccount,
  whatsappNumber,
  contactEmail,
  pickup,
  pickupMethodIds,
}: {
  orderNumber: string;
  bankAccount: BankAccount | null;
  whatsappNumber: string | null;
  contactEmail: string | null;
  pickup: PickupPoint;
  pickupMethodIds: readonly string[];
}) {
  const mounted = useHydrated();
  const stored = useMemo(() => (mounted ? readSessionJson<StoredConfirmation>(sessionStore(), ORDER_CONFIRMATION_KEY) : null), [mounted]);
  if (!mounted) return <p className="text-walnut-600">Loading…</p>;
  const order = stored?.order.orderNumber === orderNumber ? stored.order : null;

  if (!order) {
    return (
      <div className={PANEL_CLASS}>
        <h1 className="font-display text-3xl font-bold text-walnut-950">Order {orderNumber}</h1>
        <p className="mt-3 text-walnut-700">
          The details of this order are shown only in the browser tab it was placed from. Follow it on{' '}
          <Link href="/tracking" className="font-semibold text-apricot-800 underline underline-offset-4">
            the tracking page
          </Link>{' '}
          with your phone number, or in{' '}
          <Link href="/orders" className="font-semibold text-apricot-800 underline underline-offset-4">
            My Orders
          </Link>
          .
        </p>
      </div>
    );
  }

  const payment = paymentMethodById(order.paymentMethod);
  const collectedAtShop = pickupMethodIds.includes(order.shippingMethod);
  // Without an e-mail address the shop's mails cannot reach the shopper: WhatsApp carries the updates.
  const byPhone = !stored?.email;
  const placedText = `Assalam-o-Alaikum! I have placed order ${order.orderNumber} (${formatRupees(order.total)}, ${payment?.name ?? order.paymentMethod}).`;
  const updatesText = byPhone ? ' I gave no e-mail address, so please send me its updates here.' : '';
  const confirmText = `${placedText} Please confirm it.${updatesText}`;
  return (
    <div className="space-y-6">
      <section aria-labelledby="confirmation-title" className={PANEL_CLASS}>
        <p className="text-sm font-semibold tracking-[0.2em] text-emerald-800 uppercase">Thank you</p>
        <h1 id="confirmation-title" className="mt-2 font-display text-4xl font-bold text-walnut-950">
          Your order is placed
        </h1>
        <dl className="mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="text-walnut-600">Order number</dt>
          <dd data-testid="order-number" className="font-bold text-walnut-950">
            {order.orderNumber}
          </dd>
          <dt className="text-walnut-600">Total</dt>
          <dd data-testid="order-total" className="font-bold text-walnut-950">
            <Rupees value={order.total} />
          </dd>
          <dt className="text-walnut-600">Payment</dt>
          <dd className="text-walnut-900">{payment?.name ?? order.paymentMethod}</dd>
        </dl>
        {byPhone ? (
          <PhoneOnlyNote orderNumber={order.orderNumber} phone={stored?.phone ?? null} />
        ) : (
          <p className="mt-4 text-sm text-walnut-600">We have sent a confirmation to {stored.email}.</p>
        )}
      </section>
      <ConfirmedItems order={order} />
      <section aria-labelledby="next-title" className={PANEL_CLASS}>
        <h2 id="next-title" className="font-display text-2xl font-bold text-walnut-950">
          What happens next
        </h2>
        <ul className="mt-3 list-disc space-y-1.5 ps-5 text-walnut-800">
          {(payment ? paymentTexts(payment, collectedAtShop).nextSteps : []).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
        {collectedAtShop && <PickupDetails point={pickup} />}
        {payment?.kind === 'manual_transfer' && bankAccount && <BankAccountDetails account={bankAccount} reference={order.orderNumber} />}
        {payment?.kind === 'manual_transfer' && (
          <TransferReceipt
            orderNumber={order.orderNumber}
            total={order.total}
            whatsappNumber={whatsappNumber}
            contactEmail={contactEmail}
          />
        )}
        {payment?.kind === 'redirect' && (
          <div className="mt-5">
            <PayNowButton orderNumber={order.orderNumber} label={`Pay ${formatRupees(order.total)} with ${payment.name}`} />
          </div>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          {order.paymentMethod === 'cod' && whatsappNumber && (
            <WhatsAppChatButton number={whatsappNumber} text={confirmText} label="Confirm on WhatsApp" />
          )}
          {byPhone && order.paymentMethod !== 'cod' && payment?.kind !== 'manual_transfer' && whatsappNumber && (
            <WhatsAppChatButton number={whatsappNumber} text={`${placedText}${updatesText}`} label="Get updates on WhatsApp" />
          )}
          <Link
            href={`/tracking?order=${encodeURIComponent(order.orderNumber)}`}
            className="inline-flex items-center rounded-full border border-walnut-900 px-6 py-3 font-semibold text-walnut-900 hover:bg-cream"
          >
            Track your order
          </Link>
        </div>
      </section>
    </div>
  );
}

/** For an order placed without an e-mail address: no mail is coming, so the number and the phone are how to follow it. */
function PhoneOnlyNote({ orderNumber, phone }: { orderNumber: string; phone: string | null }) {
  const number = phone ? formatPakistaniMobile(phone) : 'the phone number you gave';
  return (
    <p data-testid="phone-only-note" className="mt-4 rounded-xl border border-apricot-200 bg-apricot-50 px-4 py-3 text-sm text-walnut-900">
      You gave no e-mail address, so no confirmation mail is sent. Please note your order number <strong>{orderNumber}</strong>: with it and{' '}
      {number} you can follow the order on the tracking page, and we call or WhatsApp you on that number.
    </p>
  );
}

/** What was ordered, as place_order priced it: each line with its quantity, then the totals. */
function ConfirmedItems({ order }: { order: PlacedOrder }) {
  const totals = [
    { label: 'Subtotal', value: <Rupees value={order.subtotal} /> },
    ...(order.discount > 0
      ? [
          {
            label: `Discount${order.couponCode ? ` (${order.couponCode})` : ''}`,
            value: (
              <span className="whitespace-nowrap">
                -<Rupees value={order.discount} />
              </span>
            ),
          },
        ]
      : []),
    { label: 'Shipping', value: order.shippingFee === 0 ? 'Free' : <Rupees value={order.shippingFee} /> },
  ];
  return (
    <section aria-labelledby="confirmed-items-title" className={PANEL_CLASS}>
      <h2 id="confirmed-items-title" className="font-display text-2xl font-bold text-walnut-950">
        Your items
      </h2>
      <ul aria-label="Items" className="mt-3 divide-y divide-sand">
        {order.items.map((item) => (
          <li key={`${item.productName}-${item.variantLabel}`} className="flex justify-between gap-3 py-3 text-walnut-800">
            <span>
              <span className="font-semibold">{item.productName}</span> ({item.variantLabel}) × {item.quantity}
            </span>
            <Rupees value={item.lineTotal} className="font-semibold text-walnut-950" />
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1.5 border-t border-sand pt-3 text-walnut-700">
        {totals.map((row) => (
          <div key={row.label} className="flex justify-between gap-3">
            <dt>{row.label}</dt>
            <dd className="font-semibold text-walnut-950">{row.value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-sand pt-2 text-lg font-bold text-walnut-950">
          <dt>Total</dt>
          <dd>
            <Rupees value={order.total} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
