import { connection } from 'next/server';
import { OrderConfirmation } from '@/components/checkout/order-confirmation';
import { pickupMethodIds, pickupPoint } from '@/lib/checkout/delivery';
import { listDeliveryMethods } from '@/lib/checkout/delivery-queries';
import { pageMetadata } from '@/lib/seo/metadata';
import { getShopSettings } from '@/lib/settings/queries';

export const generateMetadata = () =>
  pageMetadata({
    title: 'Order confirmation',
    description: 'Your order is placed.',
    path: '/order-confirmation',
    noindex: true,
  });

/** The confirmation after placing an order; its details come from this browser tab only. */
export default async function OrderConfirmationPage({ params }: { params: Promise<{ orderNumber: string }> }) {
  const { orderNumber } = await params;
  await connection();
  const [settings, deliveryMethods] = await Promise.all([getShopSettings(), listDeliveryMethods()]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <OrderConfirmation
        orderNumber={decodeURIComponent(orderNumber).toUpperCase()}
        bankAccount={settings.bankAccount}
        whatsappNumber={settings.whatsappNumber}
        contactEmail={settings.contactEmail}
        pickup={pickupPoint(settings)}
        pickupMethodIds={pickupMethodIds(deliveryMethods)}
      />
    </div>
  );
}
