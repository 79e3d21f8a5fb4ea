import 'server-only';
import { createSupabaseServerClient } from '@/lib/supabase/server';

/**
 * How many shoppers wait for each sold-out weight ("notify me when it is back"), by variant id, read
 * with the signed-in admin's session (row-level security lets only admins read the alerts).
 */
export async function countCurrentStockAlerts(): Promise<Map<number, number>> {
  const { data, error } = await (await createSupabaseServerClient()).from('stock_alerts').select('variant_id');
  if (error) throw new Error(`stock alerts: ${error.message}`);
  const counts = new Map<number, number>();
  for (const row of data) counts.set(row.variant_id, (counts.get(row.variant_id) ?? 0) + 1);
  return counts;
}
