import { orderFiltersSchema } from '@/lib/orders/admin-filters';
import { listAdminOrders } from '@/lib/orders/admin-queries';
import { SERVICE_UNAVAILABLE } from '@/lib/http/messages';
import { json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';

export const dynamic = 'force-dynamic';

/** GET /api/admin/orders?status=&method=&payment=&from=&to=&q=&page= → one page of orders and the counts per status (admins only). */
export const GET = route(
  { query: orderFiltersSchema, session: 'admin', onError: { status: 502, message: SERVICE_UNAVAILABLE } },
  async ({ query, supabase }) => json({ ok: true, ...(await listAdminOrders(supabase, query)) }),
);
