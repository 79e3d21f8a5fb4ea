import 'server-only';
import { createSupabaseServerClient } from '@/lib/supabase/server';

/** One line of the shopper's order history (the /orders page; the checkout work extends it). */
export interface OrderSummary {
  orderNumber: string;
  placedAt: string;
  status: string;
  total: number;
  itemCount: number;
}

/**
 * The orders `userId` placed, newest first. Row-level security lets an admin read every order, so
 * the owner filter is explicit: "My Orders" is the signed-in person's own, admin or not.
 */
export async function listOwnOrders(userId: string, limit = 50): Promise<OrderSummary[] | null> {
  const supabase = await createSupabaseServerClient();
  const { data, error } = await supabase
    .from('orders')
    .select('order_number, created_at, status, total, item_count')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(limit);
  if (error || !data) {
    console.error('[orders] could not list the orders:', error?.code, error?.message);
    return null;
  }
  return data.map((row) => ({
    orderNumber: row.order_number,
    placedAt: row.created_at,
    status: row.status,
    total: row.total,
    itemCount: row.item_count,
  }));
}
