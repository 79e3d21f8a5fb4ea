import type { Metadata } from 'next';
import { CourierCash } from '@/components/couriers/courier-cash';
import { SyncNowButton } from '@/components/couriers/sync-now-button';
import { isCurrentUserAdmin } from '@/lib/auth/queries';
import { getCurrentCourierReport } from '@/lib/couriers/report';

export const metadata: Metadata = { title: 'Couriers' };

/** /admin/couriers: the cash the couriers hold for delivered parcels, what is overdue or does not match, and the returns. */
export default async function AdminCouriersPage() {
  if (!(await isCurrentUserAdmin())) return null;
  const report = await getCurrentCourierReport();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold text-walnut-950 sm:text-4xl">Couriers</h1>
          <p className="mt-2 text-walnut-700">The couriers are asked about every open parcel and their payments every two hours.</p>
        </div>
        <SyncNowButton />
      </div>
      <CourierCash report={report} />
    </div>
  );
}
