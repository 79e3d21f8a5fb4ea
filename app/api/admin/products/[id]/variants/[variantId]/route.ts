import { VARIANT_SAVED } from '@/lib/catalog/messages';
import { productIdOf, variantIdOf } from '@/lib/catalog/admin-product-ids';
import { updateVariant } from '@/lib/catalog/admin-queries';
import { variantFieldsSchema } from '@/lib/catalog/admin-schema';
import { json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';

export const dynamic = 'force-dynamic';

/** PUT /api/admin/products/{id}/variants/{variantId}: everything but the stock (see …/stock). */
export const PUT = route({ body: variantFieldsSchema, session: 'admin' }, async ({ params, input, supabase }) => {
  await updateVariant(supabase, productIdOf(params), variantIdOf(params), input);
  return json({ ok: true, message: VARIANT_SAVED });
});
