import { CATALOG_READ_FAILED } from '@/lib/catalog/messages';
import { listActiveProductIds } from '@/lib/catalog/queries';
import { json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';

/**
 * GET /api/catalog/product-ids: the active products' ids, from the catalogue's cache (refreshed when
 * the console changes a product). The shop's server reads it to answer made-up /product/<id>
 * addresses with the 404 page before they render (server/known-product-ids.mjs).
 */
export const GET = route({ onError: { status: 502, message: CATALOG_READ_FAILED } }, async () =>
  json({ ok: true, ids: await listActiveProductIds() }),
);
