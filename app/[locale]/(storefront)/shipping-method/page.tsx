import { connection } from 'next/server';
import { ShippingMethodPicker } from '@/components/checkout/shipping-method-picker';
import { pickupPoint } from '@/lib/checkout/delivery';
import { pageMetadata } from '@/lib/seo/metadata';
import { getShopSettings } from '@/lib/settings/queries';

export const generateMetadata = () =>
  pageMetadata({
    title: 'Shipping method',
    description: 'Choose a courier: fees for your parcel and city, and delivery times.',
    path: '/shipping-method',
    noindex: true,
  });

/** Rendered on request (its scripts run by a nonce, PER_REQUEST_PAGES), with the pick-up address and hours from the shop settings. */
export default async function Page() {
  await connection();
  const pickup = pickupPoint(await getShopSettings());
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <ShippingMethodPicker pickup={pickup} />
    </div>
  );
}
