import { timingSafeEqual } from 'node:crypto';
import { serverEnv } from '@/lib/env';
import { deliverOrderNotices } from '@/lib/orders/order-notices';

export const dynamic = 'force-dynamic';

/**
 * Sends the notices the database's confirmation hold recorded (lib/orders/order-notices.ts). For a
 * scheduler holding the service-role key (`Authorization: Bearer <key>`), e.g. pg_cron with pg_net
 * on hosted Supabase every 5 minutes; anyone else gets 401 and nothing is claimed.
 */
export async function POST(request: Request): Promise<Response> {
  if (!holdsServiceKey(request.headers.get('authorization'))) {
    return Response.json({ ok: false, message: 'Only the shop’s scheduler may send order notices.' }, { status: 401 });
  }
  try {
    return Response.json({ ok: true, ...(await deliverOrderNotices()) });
  } catch (error) {
    console.error('[orders] order notices could not be delivered:', error);
    return Response.json({ ok: false, message: 'The order notices could not be sent just now.' }, { status: 503 });
  }
}

function holdsServiceKey(authorization: string | null): boolean {
  const given = Buffer.from(authorization?.replace(/^Bearer\s+/i, '') ?? '', 'utf8');
  const expected = Buffer.from(serverEnv().SUPABASE_SERVICE_ROLE_KEY, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
