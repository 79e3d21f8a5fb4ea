import { catalogEndpoints } from '@/lib/catalog/contract';
import { requestStockAlert } from '@/lib/catalog/stock-alert-actions';
import { STOCK_ALERT_MESSAGES } from '@/lib/catalog/stock-alert-messages';
import { RateLimiter } from '@/lib/http/rate-limit';
import { route } from '@/lib/http/route';

/** Five per connection per ten minutes (the database also throttles per contact). */
export const POST = route(
  catalogEndpoints.stockAlert,
  { rateLimit: new RateLimiter('stock-alerts', 5, 10 * 60_000), onError: 'stock_alert_failed' },
  async ({ input }) => {
    await requestStockAlert(input);
    return { ok: true, message: STOCK_ALERT_MESSAGES.saved };
  },
);
