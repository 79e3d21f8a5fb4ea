import { callApi } from '@/lib/api/client';
import { STOCK_ALERT_MESSAGES } from './stock-alert-messages';

/** POST /api/stock-alerts: sent once, never replayed. */
export function postStockAlert(input: { variantId: number; contact: string }): Promise<{ message: string }> {
  return callApi('/api/stock-alerts', { method: 'POST', body: input, fallbackMessage: STOCK_ALERT_MESSAGES.failed });
}
