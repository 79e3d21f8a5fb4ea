import 'server-only';
import { HttpError } from '@/lib/http/errors';
import { createPublicClient } from '@/lib/supabase/public';
import { STOCK_ALERT_MESSAGES as M } from './stock-alert-messages';
import type { StockAlertRequest } from './stock-alert-schema';

/** The answers of public.request_stock_alert() other than 'saved', as HTTP failures. */
const REFUSALS: Partial<Record<string, { status: number; message: string }>> = {
  not_sold_out: { status: 409, message: M.notSoldOut },
  unknown_variant: { status: 404, message: M.unknownVariant },
  too_many: { status: 429, message: M.tooMany },
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
  if (refusal) throw new HttpError(refusal.status, refusal.message, { code: data });
}
