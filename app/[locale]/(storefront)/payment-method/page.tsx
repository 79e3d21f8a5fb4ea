import { connection } from 'next/server';
import { PaymentMethodPicker } from '@/components/checkout/payment-method-picker';
import { pickupMethodIds } from '@/lib/checkout/delivery';
import { listDeliveryMethods } from '@/lib/checkout/delivery-queries';
import { offeredWallets } from '@/lib/payments/providers';
import { pageMetadata } from '@/lib/seo/metadata';
import { getShopSettings } from '@/lib/settings/queries';

export const generateMetadata = () =>
  pageMetadata({
    title: 'Payment method',
    description: 'Cash on delivery, bank transfer, JazzCash or Easypaisa.',
    path: '/payment-method',
    noindex: true,
  });

/** Rendered on request with the shop settings' bank account (bank transfer is offered only with one) and which shipping methods are pick-ups. */
export default async function Page() {
  await connection();
  const [{ bankAccount }, deliveryMethods] = await Promise.all([getShopSettings(), listDeliveryMethods()]);
  const wallets = offeredWallets().map((provider) => ({ id: provider.id, sandbox: provider.sandbox }));
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <PaymentMethodPicker bankAccount={bankAccount} wallets={wallets} pickupMethodIds={pickupMethodIds(deliveryMethods)} />
    </div>
  );
}
