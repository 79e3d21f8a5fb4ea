import type { Metadata } from 'next';
import { OwnerOnlyNotice } from '@/components/auth/owner-only-notice';
import { InviteStaffForm } from '@/components/staff/invite-staff-form';
import { StaffList } from '@/components/staff/staff-list';
import { getCurrentTeamRole } from '@/lib/auth/queries';
import { STAFF_CAN_DO } from '@/lib/staff/messages';
import { listCurrentTeam } from '@/lib/staff/queries';

export const metadata: Metadata = { title: 'Staff' };

/** /admin/staff (the owner only): who is on the team, inviting someone by e-mail, and removing them. */
export default async function AdminStaffPage() {
  const role = await getCurrentTeamRole();
  if (role !== 'owner') return role ? <OwnerOnlyNotice /> : null;
  const team = await listCurrentTeam();
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
      <div>
        <h1 className="font-display text-3xl font-bold text-walnut-950 sm:text-4xl">Staff</h1>
        <p className="mt-2 text-walnut-700">{STAFF_CAN_DO}</p>
      </div>
      <InviteStaffForm />
      <StaffList team={team} />
    </div>
  );
}
