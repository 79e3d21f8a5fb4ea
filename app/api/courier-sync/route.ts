import { courierEndpoints } from '@/lib/couriers/contract';
import { syncCourierShipments } from '@/lib/couriers/tracking-sync';
import { Problem } from '@/lib/errors/problem';
import { holdsServiceKey } from '@/lib/http/service-key';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/**
 * The couriers' tracking job (lib/couriers/tracking-sync.ts), for a scheduler holding the
 * service-role key: `npm start` calls it every two hours, hosted Supabase by pg_cron with pg_net.
 * Anyone else gets 401 and no courier is asked.
 */
export const POST = route(courierEndpoints.sync, {}, async ({ request }) => {
  if (!holdsServiceKey(request.headers.get('authorization'))) throw new Problem('sign_in_required');
  return { ok: true, ...(await syncCourierShipments()) };
});
