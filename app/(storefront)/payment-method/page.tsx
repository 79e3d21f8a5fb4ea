import { connection } from 'next/server';
import { PaymentMethodPicker } from '@/components/checkout/payment-method-picker';
import { shopBankAccount } from '@/lib/checkout/bank-account';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({ title: 'Payment method', description: 'Cash on delivery or bank transfer.', path: '/payment-method', noindex: true });

/** Rendered on request, so the bank account is the running server's SHOP_BANK_* setting. */
export default async function Page() {
  await connection();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <PaymentMethodPicker bankAccount={shopBankAccount()} />
    </div>
  );
}
