import type { BankAccount } from '@/lib/settings/types';

/** The shop's account for a bank transfer; the order number is the payment reference. */
export function BankAccountDetails({ account, reference }: { account: BankAccount; reference?: string }) {
  return (
    <dl aria-label="Our bank account" className="mt-3 grid gap-x-4 gap-y-1 rounded-xl bg-cream p-4 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="text-walnut-600">Bank</dt>
      <dd className="font-semibold text-walnut-950">{account.bankName}</dd>
      <dt className="text-walnut-600">Account title</dt>
      <dd className="font-semibold text-walnut-950">{account.accountTitle}</dd>
      <dt className="text-walnut-600">Account number</dt>
      <dd className="font-semibold text-walnut-950">{account.accountNumber}</dd>
      <dt className="text-walnut-600">IBAN</dt>
      <dd className="font-semibold text-walnut-950">{account.iban}</dd>
      <dt className="text-walnut-600">Reference</dt>
      <dd className="font-semibold text-walnut-950">{reference ?? 'Your order number (shown after you place the order)'}</dd>
    </dl>
  );
}
