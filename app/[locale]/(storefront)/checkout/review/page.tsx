import { connection } from 'next/server';
import { ReviewOrder } from '@/components/checkout/review-order';
import { pickupMethodIds, pickupPoint } from '@/lib/checkout/delivery';
import { listDeliveryMethods } from '@/lib/checkout/delivery-queries';
import { pageMetadata } from '@/lib/seo/metadata';
import { getShopSettings } from '@/lib/settings/queries';

export const generateMetadata = () =>
  pageMetadata({
    title: 'Review your order',
    description: 'Check your order and place it.',
    path: '/checkout/review',
    noindex: true,
  });

/** Rendered on request (its scripts run by a nonce, PER_REQUEST_PAGES), with the pick-up address and which shipping methods are pick-ups. */
export default async function Page() {
  await connection();
  const [settings, deliveryMethods] = await Promise.all([getShopSettings(), listDeliveryMethods()]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <ReviewOrder pickup={pickupPoint(settings)} pickupMethodIds={pickupMethodIds(deliveryMethods)} />
    </div>
  );
}
