import { Problem } from '@/lib/errors/problem';
import { holdsServiceKey } from '@/lib/http/service-key';
import { route } from '@/lib/http/route';
import { orderNoticeEndpoints } from '@/lib/orders/notices-contract';
import { deliverOrderNotices } from '@/lib/orders/order-notices';

export const dynamic = 'force-dynamic';

/**
 * Sends the notices the database's confirmation hold recorded (lib/orders/order-notices.ts). For a
 * scheduler holding the service-role key (`Authorization: Bearer <key>`), e.g. pg_cron with pg_net
 * on hosted Supabase every 5 minutes; anyone else gets 401 and nothing is claimed.
 */
export const POST = route(orderNoticeEndpoints.deliver, {}, async ({ request }) => {
  if (!holdsServiceKey(request.headers.get('authorization'))) throw new Problem('sign_in_required');
  return { ok: true, ...(await deliverOrderNotices()) };
});
