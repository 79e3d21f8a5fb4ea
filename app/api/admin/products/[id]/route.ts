import { PRODUCT_SAVED } from '@/lib/catalog/messages';
import { productIdOf } from '@/lib/catalog/admin-product-ids';
import { updateProduct } from '@/lib/catalog/admin-queries';
import { productFieldsSchema } from '@/lib/catalog/admin-schema';
import { json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';

export const dynamic = 'force-dynamic';

/** PUT /api/admin/products/{id} {name, slug, description, origin, area, bestSeller, active, sortOrder}. */
export const PUT = route({ body: productFieldsSchema, session: 'admin' }, async ({ params, input, supabase }) => {
  await updateProduct(supabase, productIdOf(params), input);
  return json({ ok: true, message: PRODUCT_SAVED });
});
