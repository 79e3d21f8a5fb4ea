import { ORDER_NOT_FOUND } from '@/lib/checkout/messages';
import { SERVICE_UNAVAILABLE } from '@/lib/http/messages';
import { failure, json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';
import { getOwnOrder } from '@/lib/orders/queries';

export const dynamic = 'force-dynamic';

/** GET /api/orders/{orderNumber} → the signed-in shopper's own order; anyone else's (or none) is 404. */
export const GET = route(
  { session: 'required', onError: { status: 502, message: SERVICE_UNAVAILABLE } },
  async ({ params, supabase, user }) => {
    const order = await getOwnOrder(supabase, user.id, String(params.orderNumber));
    return order ? json({ ok: true, order }) : failure(404, ORDER_NOT_FOUND);
  },
);
