import type { Metadata } from 'next';
import { ActivityList } from '@/components/activity/activity-list';
import { OwnerOnlyNotice } from '@/components/auth/owner-only-notice';
import { listCurrentActivity } from '@/lib/activity/queries';
import { getCurrentTeamRole } from '@/lib/auth/queries';

export const metadata: Metadata = { title: 'Activity' };

/** `?before=<id>`: a positive whole number, or the newest page. */
function beforeFrom(value: string | string[] | undefined): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  return text && /^[1-9]\d{0,15}$/.test(text) ? Number(text) : null;
}

/** /admin/activity (the owner's): what the team changed, newest first, 50 a page (?before=<id>). */
export default async function AdminActivityPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const role = await getCurrentTeamRole();
  if (role !== 'owner') return role ? <OwnerOnlyNotice /> : null;
  const page = await listCurrentActivity(beforeFrom((await searchParams).before));
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-3xl font-bold text-walnut-950 sm:text-4xl">Activity</h1>
      <p className="mt-2 text-walnut-700">Every change you and your staff made in the console, newest first.</p>
      <ActivityList page={page} />
    </div>
  );
}
