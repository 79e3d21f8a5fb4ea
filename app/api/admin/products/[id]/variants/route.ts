import { VARIANT_ADDED } from '@/lib/catalog/messages';
import { productIdOf } from '@/lib/catalog/admin-product-ids';
import { addVariant } from '@/lib/catalog/admin-queries';
import { newVariantSchema } from '@/lib/catalog/admin-schema';
import { json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';

export const dynamic = 'force-dynamic';

/** POST /api/admin/products/{id}/variants {sku, label, weightValue, weightUnit, price, …, initialStock}. */
export const POST = route({ body: newVariantSchema, session: 'admin' }, async ({ params, input, supabase }) => {
  await addVariant(supabase, productIdOf(params), input);
  return json({ ok: true, message: VARIANT_ADDED });
});
