import { productIdOf, variantIdOf } from '@/lib/catalog/admin-product-ids';
import { updateVariant } from '@/lib/catalog/admin-queries';
import { catalogEndpoints } from '@/lib/catalog/contract';
import { VARIANT_SAVED } from '@/lib/catalog/messages';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const PUT = route(catalogEndpoints.updateVariant, { session: 'admin' }, async ({ params, input, supabase }) => {
  await updateVariant(supabase, productIdOf(params.id), variantIdOf(params.variantId), input);
  return { ok: true, message: VARIANT_SAVED };
});
