'use client';

import { useHydrated } from '@/components/ui/use-hydrated';
import { readPayLink } from '@/lib/orders/pay-link';
import { PayNowButton } from './pay-now-button';

/** The /pay page's body: the order the link names and its "Pay now", or what to do about a broken link. */
export function PayByLink() {
  const hydrated = useHydrated();
  if (!hydrated) return <p className="mt-4 text-walnut-700">Opening your payment link…</p>;
  const link = readPayLink(window.location.search, window.location.hash);
  if (!link) {
    return (
      <p role="alert" className="mt-4 text-walnut-800">
        This payment link is incomplete. Please ask the shop to send it again on WhatsApp.
      </p>
    );
  }
  return (
    <div className="mt-4 space-y-4">
      <p className="text-walnut-800">
        Order <strong className="font-mono">{link.orderNumber}</strong>: you will pay on your wallet&apos;s own page, then come back here.
      </p>
      <PayNowButton orderNumber={link.orderNumber} checkoutKey={link.checkoutKey} label={`Pay for order ${link.orderNumber}`} />
    </div>
  );
}
