import { timingSafeEqual } from 'node:crypto';
import { serverEnv } from '@/lib/env';
import { Problem } from '@/lib/errors/problem';
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

function holdsServiceKey(authorization: string | null): boolean {
  const given = Buffer.from(authorization?.replace(/^Bearer\s+/i, '') ?? '', 'utf8');
  const expected = Buffer.from(serverEnv().SUPABASE_SERVICE_ROLE_KEY, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
