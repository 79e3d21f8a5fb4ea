import 'server-only';
import { REVALIDATE_SECONDS, SHIPPING_TAG } from '@/lib/cache/tags';
import { createPublicClient } from '@/lib/supabase/public';
import type { DeliveryMethod } from './delivery';

/**
 * The active shipping methods as every visitor reads them (name, days, free-delivery threshold,
 * pick-up or not), cached under the `shipping` tag that the console's shipping screen expires. When
 * they cannot be read the pages go on with none: no pick-up details, and the terms say to ask.
 */
export async function listDeliveryMethods(): Promise<DeliveryMethod[]> {
  const { data, error } = await createPublicClient({ tags: [SHIPPING_TAG], revalidate: REVALIDATE_SECONDS })
    .from('shipping_methods')
    .select('id, name, description, estimated_days_min, estimated_days_max, free_shipping_min_subtotal, collected_at_shop')
    .eq('is_active', true)
    .order('sort_order', { ascending: true });
  if (error || !data) {
    console.error('[checkout] could not read the shipping methods:', error ?? 'no rows');
    return [];
  }
  return data.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    estimatedDaysMin: row.estimated_days_min,
    estimatedDaysMax: row.estimated_days_max,
    freeShippingMinSubtotal: row.free_shipping_min_subtotal,
    collectedAtShop: row.collected_at_shop,
  }));
}
