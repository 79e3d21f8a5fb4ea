import { PaymentMethodPicker } from '@/components/checkout/payment-method-picker';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({ title: 'Payment method', description: 'Cash on delivery or bank transfer.', path: '/payment-method', noindex: true });

export default function Page() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <PaymentMethodPicker />
    </div>
  );
}
