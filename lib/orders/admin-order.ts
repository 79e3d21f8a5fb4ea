import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { Problem } from '@/lib/errors/problem';
import type { Database } from '@/lib/supabase/database.types';
import { getAdminOrder } from './admin-queries';
import type { AdminOrderDetail } from './admin-types';

/** The order for a console route: admin_order_not_found when there is no such order. */
export async function requireAdminOrder(supabase: SupabaseClient<Database>, orderNumber: string): Promise<AdminOrderDetail> {
  const order = await getAdminOrder(supabase, orderNumber);
  if (!order) throw new Problem('admin_order_not_found');
  return order;
}
