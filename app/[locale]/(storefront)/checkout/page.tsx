import { connection } from 'next/server';
import { CheckoutForm } from '@/components/checkout/checkout-form';
import { pageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = () =>
  pageMetadata({
    title: 'Checkout',
    description: 'Your delivery details, coupon and order summary.',
    path: '/checkout',
    noindex: true,
  });

/** Rendered on request, so that its scripts run by a nonce (lib/security/headers.mjs, PER_REQUEST_PAGES): shoppers type their details here. */
export default async function Page() {
  await connection();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <CheckoutForm />
    </div>
  );
}
