import { ShippingMethodPicker } from '@/components/checkout/shipping-method-picker';
import { pickupPoint } from '@/lib/checkout/delivery';
import { pageMetadata } from '@/lib/seo/metadata';
import { getShopSettings } from '@/lib/settings/queries';

export const metadata = pageMetadata({
  title: 'Shipping method',
  description: 'Choose a courier: fees for your parcel and city, and delivery times.',
  path: '/shipping-method',
  noindex: true,
});

/** Static, with the pick-up address and hours from the shop settings (regenerated when they are saved). */
export default async function Page() {
  const pickup = pickupPoint(await getShopSettings());
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <ShippingMethodPicker pickup={pickup} />
    </div>
  );
}
