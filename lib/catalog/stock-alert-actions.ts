import 'server-only';
import type { ProblemCode } from '@/lib/errors/codes';
import { Problem } from '@/lib/errors/problem';
import { createPublicClient } from '@/lib/supabase/public';
import type { StockAlertRequest } from './stock-alert-schema';

/** The answers of public.request_stock_alert() other than 'saved'. */
const REFUSALS: Partial<Record<string, ProblemCode>> = {
  not_sold_out: 'stock_alert_not_sold_out',
  unknown_variant: 'stock_alert_unknown_variant',
  too_many: 'too_many_stock_alerts',
};

/**
 * Stores "tell me when it is back" for a sold-out weight, as an anonymous visitor: the database
 * function checks the weight is sold out and throttles per contact. Asking twice is fine.
 */
export async function requestStockAlert({ variantId, channel, contact }: StockAlertRequest): Promise<void> {
  const { data, error } = await createPublicClient().rpc('request_stock_alert', { variant_id: variantId, channel, contact });
  if (error) {
    console.error('[stock-alerts] request failed:', error.code, error.message);
    throw new Error('could not store the stock alert');
  }
  const refusal = REFUSALS[data];
  if (refusal) throw new Problem(refusal);
}
