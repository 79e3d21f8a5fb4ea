import { staffAlertEndpoints } from '@/lib/alerts/contract';
import { deliverStaffAlerts } from '@/lib/alerts/deliver';
import { Problem } from '@/lib/errors/problem';
import { holdsServiceKey } from '@/lib/http/service-key';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/**
 * Sends the staff alerts waiting in the database (lib/alerts/deliver.ts): the catch-up for the ones
 * the shop's own requests did not send at once, and the scheduled job's (orders not handed to a
 * courier). For a scheduler holding the service-role key, as POST /api/order-notices; anyone else 401.
 */
export const POST = route(staffAlertEndpoints.deliver, {}, async ({ request }) => {
  if (!holdsServiceKey(request.headers.get('authorization'))) throw new Problem('sign_in_required');
  return { ok: true, ...(await deliverStaffAlerts()) };
});
