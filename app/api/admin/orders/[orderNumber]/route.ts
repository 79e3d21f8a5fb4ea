import { getAdminOrder } from '@/lib/orders/admin-queries';
import { ADMIN_ORDER_NOT_FOUND } from '@/lib/orders/messages';
import { SERVICE_UNAVAILABLE } from '@/lib/http/messages';
import { failure, json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';

export const dynamic = 'force-dynamic';

/** GET /api/admin/orders/{orderNumber} → the whole order with what can happen next (admins only). */
export const GET = route({ session: 'admin', onError: { status: 502, message: SERVICE_UNAVAILABLE } }, async ({ params, supabase }) => {
  const order = await getAdminOrder(supabase, String(params.orderNumber));
  return order ? json({ ok: true, order }) : failure(404, ADMIN_ORDER_NOT_FOUND);
});
