import type { Metadata } from 'next';
import { Link } from '@/components/i18n/link';
import { notFound } from 'next/navigation';
import { CustomerView } from '@/components/customers/customer-view';
import { isCurrentUserAdmin } from '@/lib/auth/queries';
import { getCurrentCustomer } from '@/lib/customers/queries';
import { normalizePakistaniMobile } from '@/lib/phone/phone';

export const metadata: Metadata = { title: 'Customer' };

/** /admin/customers/{phone}: one customer (the phone in any spelling), their orders, totals, notes and tags. */
export default async function AdminCustomerPage({ params }: { params: Promise<{ phone: string }> }) {
  if (!(await isCurrentUserAdmin())) return null;
  const phone = normalizePakistaniMobile(decodeURIComponent((await params).phone));
  const customer = phone ? await getCurrentCustomer(phone) : null;
  if (!customer) notFound();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Link href="/admin/customers" className="text-sm font-semibold text-apricot-800 underline underline-offset-4">
        All customers
      </Link>
      <CustomerView customer={customer} />
    </div>
  );
}
