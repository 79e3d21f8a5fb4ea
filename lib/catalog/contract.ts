import { endpoint, shape } from '@/lib/api/contract';
import { CART_CHECK_FAILED } from '@/lib/cart/cart-check';
import { CATALOG_READ_FAILED } from './messages';
import { liveVariantsQuerySchema } from './schema';
import { STOCK_ALERT_MESSAGES } from './stock-alert-messages';
import { stockAlertRequestSchema } from './stock-alert-schema';
import type { LiveVariant } from './types';

/** The storefront's catalogue endpoints. */
export const catalogEndpoints = {
  /** The active products' ids, from the catalogue's cache: the shop's server answers made-up /product/<id> with the 404 page. */
  productIds: endpoint({
    method: 'GET',
    path: '/api/catalog/product-ids',
    errors: ['catalog_read_failed'],
    fallback: CATALOG_READ_FAILED,
    output: shape<{ ok: true; ids: number[] }>(),
  }),
  /** Live price and stock of cart lines (never cached); inactive weights are absent. */
  variants: endpoint({
    method: 'GET',
    path: '/api/catalog/variants',
    query: liveVariantsQuerySchema,
    errors: ['catalog_read_failed'],
    fallback: CART_CHECK_FAILED,
    output: shape<{ ok: true; variants: LiveVariant[] }>(),
  }),
  /** "Notify me when it is back" for a sold-out weight, by e-mail or WhatsApp. */
  stockAlert: endpoint({
    method: 'POST',
    path: '/api/stock-alerts',
    body: stockAlertRequestSchema,
    status: 201,
    errors: ['stock_alert_not_sold_out', 'stock_alert_unknown_variant', 'too_many_stock_alerts', 'stock_alert_failed'],
    fallback: STOCK_ALERT_MESSAGES.failed,
    output: shape<{ ok: true; message: string }>(),
  }),
};
