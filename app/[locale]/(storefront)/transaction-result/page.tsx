import { Link } from '@/components/i18n/link';
import { connection } from 'next/server';
import { PayNowButton } from '@/components/payments/pay-now-button';
import { paymentMethodById } from '@/lib/checkout/payment-methods';
import { formatPakistanDateTime } from '@/lib/format/date';
import { formatRupees } from '@/lib/format/rupees';
import { paymentResult, type PaymentResult } from '@/lib/payments/result';
import { pageMetadata } from '@/lib/seo/metadata';
import { whatsappLink } from '@/lib/settings/contact';
import { getShopSettings } from '@/lib/settings/queries';

export const generateMetadata = () =>
  pageMetadata({
    title: 'Payment result',
    description: 'The result of your wallet payment.',
    path: '/transaction-result',
    noindex: true,
  });

const PANEL = 'rounded-2xl border border-sand bg-white p-6 shadow-sm sm:p-8';
const LINK = 'font-semibold text-apricot-800 underline underline-offset-4';

/** Where the provider's return lands (through /payment/callback): paid, not paid, or still open, in plain words. */
export default async function TransactionResultPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await connection();
  const query = await searchParams;
  const reference = typeof query.ref === 'string' ? query.ref : '';
  const [result, settings] = await Promise.all([reference ? paymentResult(reference) : null, getShopSettings()]);
  const whatsapp = settings.whatsappNumber;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <section aria-labelledby="result-title" className={PANEL} data-testid="transaction-result" data-state={result?.state ?? 'unverified'}>
        {result ? <Outcome result={result} reference={reference} /> : <Unverified />}
        {whatsapp && (
          <p className="mt-6 text-walnut-700">
            Questions about a payment?{' '}
            <a
              className={LINK}
              href={whatsappLink(
                whatsapp,
                result ? `Assalam-o-Alaikum! About the payment for order ${result.orderNumber}:` : 'Assalam-o-Alaikum! About my payment:',
              )}
              target="_blank"
              rel="noopener noreferrer"
            >
              Message us on WhatsApp
            </a>
            .
          </p>
        )}
      </section>
    </div>
  );
}

function Outcome({ result, reference }: { result: PaymentResult; reference: string }) {
  const wallet = paymentMethodById(result.paymentMethod)?.name ?? result.paymentMethod;
  const order = (
    <p className="mt-3 text-walnut-700">
      Order <strong className="text-walnut-950">{result.orderNumber}</strong> · {formatRupees(result.total)} · {wallet}
    </p>
  );
  if (result.state === 'paid') {
    return (
      <>
        <h1 id="result-title" className="font-display text-3xl font-bold text-emerald-900">
          Payment received
        </h1>
        {order}
        <p className="mt-3 text-walnut-800">Thank you. We will pack your order and send you the tracking number when it ships.</p>
        <p className="mt-4">
          <Link className={LINK} href="/tracking">
            Track your order
          </Link>
        </p>
      </>
    );
  }
  if (result.state === 'expired') {
    return (
      <>
        <h1 id="result-title" className="font-display text-3xl font-bold text-walnut-950">
          This order has expired
        </h1>
        {order}
        <p className="mt-3 text-walnut-800">
          The payment did not arrive in time, so the order was cancelled. If money left your wallet, we will check it and refund you. To
          order again,{' '}
          <Link className={LINK} href="/shop">
            go back to the shop
          </Link>
          .
        </p>
      </>
    );
  }
  const failed = result.state === 'failed';
  return (
    <>
      <h1 id="result-title" className="font-display text-3xl font-bold text-walnut-950">
        {failed ? 'Payment not completed' : 'Payment not confirmed yet'}
      </h1>
      {order}
      <p className="mt-3 text-walnut-800">
        {failed
          ? 'No money was taken for this attempt. You can try again, or choose another way to pay.'
          : `${wallet} has not confirmed the payment yet. If you approved it, this page will show it as paid within a few minutes; there is no need to pay again.`}
      </p>
      {result.dueAt && (
        <p className="mt-2 text-sm text-walnut-600">Your items are held for you until {formatPakistanDateTime(result.dueAt)}.</p>
      )}
      <div className="mt-5 flex flex-wrap items-center gap-4">
        {failed ? (
          <PayNowButton orderNumber={result.orderNumber} label={`Try again with ${wallet}`} />
        ) : (
          <Link className={LINK} href={`/transaction-result?ref=${encodeURIComponent(reference)}`} prefetch={false}>
            Check again
          </Link>
        )}
      </div>
      <p className="mt-4 text-walnut-700">
        Prefer to pay cash? Place the order again and choose <strong>cash on delivery</strong>; this unpaid order is then cancelled on its
        own.
      </p>
    </>
  );
}

function Unverified() {
  return (
    <>
      <h1 id="result-title" className="font-display text-3xl font-bold text-walnut-950">
        We could not confirm this payment
      </h1>
      <p className="mt-3 text-walnut-800">
        The payment page did not send back a result we could check. If money left your wallet, your order will be marked paid as soon as the
        provider confirms it. Check your order in{' '}
        <Link className={LINK} href="/orders">
          My Orders
        </Link>{' '}
        or on{' '}
        <Link className={LINK} href="/tracking">
          the tracking page
        </Link>
        .
      </p>
    </>
  );
}
