import { CheckoutForm } from '@/components/checkout/checkout-form';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Checkout',
  description: 'Your delivery details, coupon and order summary.',
  path: '/checkout',
  noindex: true,
});

export default function Page() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <CheckoutForm />
    </div>
  );
}
