import { consoleChange, endpoint, shape } from '@/lib/api/contract';
import { CART_CHECK_FAILED } from '@/lib/cart/cart-check';
import { CATALOG_READ_FAILED } from './messages';
import { liveVariantsQuerySchema } from './schema';
import { STOCK_ALERT_MESSAGES } from './stock-alert-messages';
import { stockAlertRequestSchema } from './stock-alert-schema';
import type { LiveVariant } from './types';
import {
  MAX_PHOTO_BYTES,
  newProductSchema,
  newVariantSchema,
  productFieldsSchema,
  removePhotoSchema,
  stockAdjustSchema,
  variantFieldsSchema,
} from './admin-schema';

/** Room for the multipart boundaries around the photo. */
const FORM_OVERHEAD = 64 * 1024;

/** A stock change goes through admin_adjust_stock, whose refusals keep the database's words. */
const STOCK_PROBLEMS = ['admin_variant_not_found', 'invalid_input', 'insufficient_stock', 'not_admin'] as const;

/**
 * The catalogue's endpoints: the storefront's reads and stock alerts, and the console's product
 * endpoints (admins only; every change is in the shop and its feeds at once).
 */
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
  /** A new product with its weights and their opening stock, in one transaction; the answer has its id. */
  createProduct: consoleChange({
    method: 'POST',
    path: '/api/admin/products',
    body: newProductSchema,
    errors: ['slug_taken', 'sku_taken', 'product_value_refused'],
    made: shape<{ id: number }>(),
  }),
  /** The product's own fields (name, web address, description, origin, area, best seller, on sale, position). */
  updateProduct: consoleChange({
    method: 'PUT',
    path: '/api/admin/products/[id]',
    body: productFieldsSchema,
    errors: ['admin_product_not_found', 'slug_taken', 'product_value_refused'],
  }),
  /** A new weight, with its opening stock. */
  addVariant: consoleChange({
    method: 'POST',
    path: '/api/admin/products/[id]/variants',
    body: newVariantSchema,
    errors: ['admin_product_not_found', 'sku_taken', 'product_value_refused', ...STOCK_PROBLEMS],
  }),
  /** Everything about a weight but its stock (see adjustStock). */
  updateVariant: consoleChange({
    method: 'PUT',
    path: '/api/admin/products/[id]/variants/[variantId]',
    body: variantFieldsSchema,
    errors: ['admin_product_not_found', 'admin_variant_not_found', 'sku_taken', 'product_value_refused'],
  }),
  /** Stock up or down with a reason; the answer has the stock now. */
  adjustStock: consoleChange({
    method: 'POST',
    path: '/api/admin/products/[id]/variants/[variantId]/stock',
    body: stockAdjustSchema,
    errors: ['admin_product_not_found', ...STOCK_PROBLEMS],
    made: shape<{ stock: number }>(),
  }),
  /** A photo from the phone (multipart, the file in `photo`): resized, stored, on the product. */
  uploadPhoto: consoleChange({
    method: 'POST',
    path: '/api/admin/products/[id]/images',
    upload: { maxBytes: MAX_PHOTO_BYTES + FORM_OVERHEAD },
    errors: ['admin_product_not_found', 'photo_required', 'photo_form_required', 'photo_too_large', 'photo_wrong_type'],
    made: shape<{ url: string }>(),
  }),
  /** A photo off the product (and out of Storage when it is the shop's own). */
  removePhoto: consoleChange({
    method: 'DELETE',
    path: '/api/admin/products/[id]/images',
    body: removePhotoSchema,
    errors: ['admin_product_not_found', 'photo_not_found'],
  }),
};
