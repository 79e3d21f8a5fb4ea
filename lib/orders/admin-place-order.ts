import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { toPlacedOrder } from '@/lib/checkout/mappers';
import { toRpcContact, toRpcItems } from '@/lib/checkout/queries';
import type { PlacedOrder } from '@/lib/checkout/types';
import { databaseProblem } from '@/lib/errors/database-problem';
import type { Database } from '@/lib/supabase/database.types';
import type { AdminNewOrder } from './admin-new-order';

/** admin_place_order under the admin's session: stock reserved, the order confirmed, the admin its first actor. */
export async function placeAdminOrder(supabase: SupabaseClient<Database>, order: AdminNewOrder): Promise<PlacedOrder> {
  const { data, error } = await supabase.rpc('admin_place_order', {
    items: toRpcItems(order.items),
    contact: toRpcContact(order.details),
    shipping_method: order.shippingMethod,
    payment_method: order.paymentMethod,
    channel: order.channel,
    idempotency_key: order.idempotencyKey,
  });
  if (error) throw databaseProblem(error);
  return toPlacedOrder(data as Record<string, unknown>);
}
