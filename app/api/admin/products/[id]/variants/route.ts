import { VARIANT_ADDED } from '@/lib/admin/messages';
import { productIdOf } from '@/lib/admin/product-ids';
import { addVariant } from '@/lib/admin/product-queries';
import { newVariantSchema } from '@/lib/admin/product-schema';
import { json } from '@/lib/http/response';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** POST /api/admin/products/{id}/variants {sku, label, weightValue, weightUnit, price, …, initialStock}. */
export const POST = route({ body: newVariantSchema, session: 'admin' }, async ({ params, input, supabase }) => {
  await addVariant(supabase, productIdOf(params), input);
  return json({ ok: true, message: VARIANT_ADDED });
});
