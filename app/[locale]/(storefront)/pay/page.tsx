import { PayByLink } from '@/components/payments/pay-by-link';
import { PAY_PATH } from '@/lib/orders/pay-link';
import { pageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = () =>
  pageMetadata({
    title: 'Pay for your order',
    description: 'Pay for an order the shop took for you on WhatsApp or by phone.',
    path: PAY_PATH,
    noindex: true,
  });

/** /pay?order=…#key: the payment link the owner sends on WhatsApp for a wallet order (lib/orders/pay-link.ts). */
export default function PayPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <section aria-labelledby="pay-title" className="rounded-2xl border border-sand bg-white p-6 shadow-sm sm:p-8">
        <h1 id="pay-title" className="font-display text-3xl font-bold text-walnut-950">
          Pay for your order
        </h1>
        <PayByLink />
      </section>
    </div>
  );
}
