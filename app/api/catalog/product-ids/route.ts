import { catalogEndpoints } from '@/lib/catalog/contract';
import { listActiveProductIds } from '@/lib/catalog/queries';
import { route } from '@/lib/http/route';

/**
 * GET /api/catalog/product-ids: the active products' ids, from the catalogue's cache (refreshed when
 * the console changes a product). The shop's server reads it to answer made-up /product/<id>
 * addresses with the 404 page before they render (server/known-product-ids.mjs).
 */
export const GET = route(catalogEndpoints.productIds, { onError: 'catalog_read_failed' }, async () => ({
  ok: true,
  ids: await listActiveProductIds(),
}));
