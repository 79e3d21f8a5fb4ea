import { route } from '@/lib/http/route';
import { staffEndpoints, staffUserIdFrom } from '@/lib/staff/contract';
import { STAFF_REMOVED } from '@/lib/staff/messages';
import { removeStaff } from '@/lib/staff/queries';

export const dynamic = 'force-dynamic';

export const DELETE = route(staffEndpoints.remove, { session: 'owner' }, async ({ params, supabase }) => {
  await removeStaff(supabase, staffUserIdFrom(params.userId));
  return { ok: true, message: STAFF_REMOVED };
});
