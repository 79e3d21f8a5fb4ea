import { catalogEndpoints } from '@/lib/catalog/contract';
import { listActiveProductIds } from '@/lib/catalog/queries';
import { route } from '@/lib/http/route';

/** Read by the shop's server (scripts/lib/known-product-ids.mjs), refreshed when the console changes a product. */
export const GET = route(catalogEndpoints.productIds, { onError: 'catalog_read_failed' }, async () => ({
  ok: true,
  ids: await listActiveProductIds(),
}));
