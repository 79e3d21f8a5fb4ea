'use client';

import { Link } from '@/components/i18n/link';
import { useLocalizedRouter } from '@/components/i18n/use-locale';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { chosenPaymentMethod, offeredPaymentMethods, paymentTexts, type OfferedWallet } from '@/lib/checkout/payment-methods';
import { DEFAULT_PAYMENT_METHOD, PAYMENT_METHOD_KEY } from '@/lib/storage/session-keys';
import type { BankAccount } from '@/lib/settings/types';
import { BankAccountDetails } from './bank-account-details';
import { CheckoutHeading, CheckoutSteps, EmptyCartNotice, PANEL_CLASS } from './checkout-steps';
import { orderQuoteInput, readCheckoutChoices } from './checkout-choices';
import { useCheckoutCart, useSessionChoice } from './use-checkout';
import { useQuote } from './use-quote';

/**
 * /payment-method: the listed payment descriptors (COD default); a new wallet is one more descriptor.
 * Bank transfer is listed only when the shop has an account to pay into. With a pick-up shipping
 * method the texts say how paying works at pick-up. Cash on delivery is shown but cannot be chosen
 * where the quote for the cart's city and shipping method says place_order would refuse it.
 */
export function PaymentMethodPicker({
  bankAccount,
  wallets,
  pickupMethodIds,
}: {
  bankAccount: BankAccount | null;
  wallets: readonly OfferedWallet[];
  pickupMethodIds: readonly string[];
}) {
  const router = useLocalizedRouter();
  const { cart, lines, ready } = useCheckoutCart();
  const [choice, setChoice] = useSessionChoice(PAYMENT_METHOD_KEY, DEFAULT_PAYMENT_METHOD);
  const choices = useMemo(() => (ready ? readCheckoutChoices() : null), [ready]);
  const { quote } = useQuote(choices ? orderQuoteInput(lines, choices) : null);
  const codRefusal = quote && !quote.cashOnDelivery.available ? quote.cashOnDelivery.message : null;
  const collectedAtShop = choices !== null && pickupMethodIds.includes(choices.shippingMethod);

  if (!ready) return <p className="text-walnut-600">Loading your cart…</p>;
  if (cart.length === 0) return <EmptyCartNotice />;
  const methods = offeredPaymentMethods(bankAccount !== null, wallets);
  const chosen = chosenPaymentMethod(methods, choice, codRefusal === null);

  return (
    <>
      <CheckoutSteps current={2} />
      <CheckoutHeading title="Payment method" intro="How would you like to pay?" />
      <form
        className={`${PANEL_CLASS} space-y-4`}
        onSubmit={(event) => {
          event.preventDefault();
          setChoice(chosen.id);
          router.push('/checkout/review');
        }}
      >
        <fieldset>
          <legend className="mb-3 text-sm font-semibold text-walnut-800">Choose a payment method</legend>
          <div className="space-y-3">
            {methods.map((method) => {
              const texts = paymentTexts(method, collectedAtShop);
              const refusal = method.kind === 'on_delivery' ? codRefusal : null;
              const frame = refusal
                ? 'cursor-not-allowed border-sand bg-walnut-50'
                : `cursor-pointer ${method.id === chosen.id ? 'border-apricot-500 bg-apricot-50' : 'border-sand'}`;
              return (
                <label key={method.id} className={`flex items-start gap-3 rounded-2xl border p-4 ${frame}`}>
                  <input
                    type="radio"
                    name="paymentMethod"
                    value={method.id}
                    checked={method.id === chosen.id}
                    disabled={refusal !== null}
                    onChange={() => setChoice(method.id)}
                    className="mt-1 accent-walnut-900"
                    aria-describedby={`pay-${method.id}-info`}
                  />
                  <span className="flex-1">
                    <span className="font-semibold text-walnut-950">{method.name}</span>
                    {wallets.some((wallet) => wallet.id === method.id && wallet.sandbox) && (
                      <span className="ms-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                        Sandbox: no real money
                      </span>
                    )}
                    <span id={`pay-${method.id}-info`} className={`mt-1 block text-sm ${refusal ? 'text-walnut-800' : 'text-walnut-600'}`}>
                      {refusal ?? texts.summary}
                    </span>
                    {method.id === chosen.id && (
                      <>
                        <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-walnut-700">
                          {texts.nextSteps.map((step) => (
                            <li key={step}>{step}</li>
                          ))}
                        </ul>
                        {method.kind === 'manual_transfer' && bankAccount && <BankAccountDetails account={bankAccount} />}
                      </>
                    )}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
          <Link href="/shipping-method" className="font-semibold text-walnut-700 underline underline-offset-4">
            Back to shipping
          </Link>
          <Button type="submit" size="lg">
            Review order
          </Button>
        </div>
      </form>
    </>
  );
}
