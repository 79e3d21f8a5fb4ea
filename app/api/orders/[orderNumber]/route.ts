import { route } from '@/lib/http/route';
import { Problem } from '@/lib/errors/problem';
import { getOwnOrder } from '@/lib/orders/queries';
import { shopperOrderEndpoints } from '@/lib/orders/shopper-contract';

export const dynamic = 'force-dynamic';

/** The signed-in shopper's own order; anyone else's (or none) is not found. */
export const GET = route(
  shopperOrderEndpoints.get,
  { session: 'required', onError: 'backend_failed' },
  async ({ params, supabase, user }) => {
    const order = await getOwnOrder(supabase, user.id, params.orderNumber);
    if (!order) throw new Problem('own_order_not_found');
    return { ok: true, order };
  },
);
