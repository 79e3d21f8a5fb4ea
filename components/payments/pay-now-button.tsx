'use client';

import { useMutation } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { StoredConfirmation } from '@/lib/checkout/types';
import { ORDER_CONFIRMATION_KEY, readSessionJson, sessionStore } from '@/lib/storage/session-keys';
import { errorMessage } from '@/lib/api/client';
import { startPayment } from '@/lib/payments/api';
import { PAYMENT_START_FAILED } from '@/lib/payments/messages';
import type { CheckoutForm } from '@/lib/providers/wallets/wallet';

/**
 * Hands the signed form to the shop's /payment/continue page, which posts it on to the provider's
 * hosted page (a top-level navigation, as the providers require). This page cannot post there itself:
 * its Content-Security-Policy may be a catalogue page's, which names no wallet (app/payment/continue).
 */
function postToProvider(form: CheckoutForm) {
  const element = document.createElement('form');
  element.method = 'POST';
  element.action = '/payment/continue';
  const input = document.createElement('input');
  input.type = 'hidden';
  input.name = 'form';
  input.value = JSON.stringify(form);
  element.append(input);
  document.body.append(element);
  element.submit();
}

/**
 * "Pay now" / "Try again" for a wallet order: a new attempt each time, posted to the provider's page.
 * A guest's tab proves the order is theirs with the checkout key it was placed with, or that a pay
 * link carries (`checkoutKey`).
 */
export function PayNowButton({ orderNumber, label, checkoutKey }: { orderNumber: string; label: string; checkoutKey?: string }) {
  const mounted = useHydrated();
  // A new attempt on every press (never retried by itself), then off to the provider.
  const payment = useMutation({ mutationFn: startPayment, onSuccess: (started) => postToProvider(started.form) });
  const pending = payment.isPending || payment.isSuccess;
  const pay = () => {
    if (pending) return;
    const stored = readSessionJson<StoredConfirmation>(sessionStore(), ORDER_CONFIRMATION_KEY);
    const storedKey = stored?.order.orderNumber === orderNumber ? (stored.checkoutKey ?? null) : null;
    payment.mutate({ orderNumber, checkoutKey: checkoutKey ?? storedKey });
  };
  return (
    <div>
      <Button onClick={pay} disabled={!mounted || pending} aria-busy={pending || undefined} data-testid="pay-now">
        {pending ? 'Opening the payment page…' : label}
      </Button>
      {payment.isError && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {errorMessage(payment.error, PAYMENT_START_FAILED)}
        </p>
      )}
    </div>
  );
}
