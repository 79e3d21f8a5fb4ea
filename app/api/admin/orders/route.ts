import { route } from '@/lib/http/route';
import { listAdminOrders } from '@/lib/orders/admin-queries';
import { orderEndpoints } from '@/lib/orders/contract';

export const dynamic = 'force-dynamic';

export const GET = route(orderEndpoints.list, { session: 'admin', onError: 'backend_failed' }, async ({ query, supabase }) => ({
  ok: true,
  ...(await listAdminOrders(supabase, query)),
}));
