import { route } from '@/lib/http/route';
import { requireAdminOrder } from '@/lib/orders/admin-order';
import { orderEndpoints } from '@/lib/orders/contract';

export const dynamic = 'force-dynamic';

export const GET = route(orderEndpoints.get, { session: 'admin', onError: 'backend_failed' }, async ({ params, supabase }) => ({
  ok: true,
  order: await requireAdminOrder(supabase, params.orderNumber),
}));
