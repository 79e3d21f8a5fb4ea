import { ShippingMethodPicker } from '@/components/checkout/shipping-method-picker';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({ title: 'Shipping method', description: 'Choose a courier: fees for your parcel and city, and delivery times.', path: '/shipping-method', noindex: true });

export default function Page() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <ShippingMethodPicker />
    </div>
  );
}
