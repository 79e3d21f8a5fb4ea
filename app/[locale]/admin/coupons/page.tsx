import type { Metadata } from 'next';
import { AdminCouponList } from '@/components/coupons/coupon-list';
import { OwnerOnlyNotice } from '@/components/auth/owner-only-notice';
import { getCurrentTeamRole } from '@/lib/auth/queries';
import { listCurrentAdminCoupons } from '@/lib/coupons/queries';

export const metadata: Metadata = { title: 'Coupons' };

/** /admin/coupons: create, edit, pause and resume coupons, and see how often each was used. */
export default async function AdminCouponsPage() {
  const role = await getCurrentTeamRole();
  if (role !== 'owner') return role ? <OwnerOnlyNotice /> : null;
  const coupons = await listCurrentAdminCoupons();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-3xl font-bold text-walnut-950 sm:text-4xl">Coupons</h1>
      <p className="mt-2 text-walnut-700">
        Shoppers type a code at checkout. A paused coupon is refused until you resume it; coupons are never deleted, so past orders keep
        theirs.
      </p>
      <AdminCouponList coupons={coupons} />
    </div>
  );
}
