import { requestStockAlert } from '@/lib/catalog/stock-alert-actions';
import { STOCK_ALERT_MESSAGES } from '@/lib/catalog/stock-alert-messages';
import { stockAlertRequestSchema } from '@/lib/catalog/stock-alert-schema';
import { json } from '@/lib/http/response';
import { RateLimiter } from '@/lib/http/rate-limit';
import { legacyRoute as route } from '@/lib/http/legacy-route';

/**
 * POST {variantId, contact}: "notify me when it is back" for a sold-out weight (contact: an e-mail
 * address or a Pakistani mobile number for WhatsApp). 201 when stored; 409 in stock, 404 unknown,
 * 429 too many. Five per connection per ten minutes (the database also throttles per contact).
 */
export const POST = route(
  {
    body: stockAlertRequestSchema,
    rateLimit: new RateLimiter('stock-alerts', 5, 10 * 60_000),
    onError: { status: 502, message: STOCK_ALERT_MESSAGES.failed },
  },
  async ({ input }) => {
    await requestStockAlert(input);
    return json({ ok: true, message: STOCK_ALERT_MESSAGES.saved }, { status: 201 });
  },
);
