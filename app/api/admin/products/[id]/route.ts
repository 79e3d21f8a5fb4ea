import { productIdOf } from '@/lib/catalog/admin-product-ids';
import { updateProduct } from '@/lib/catalog/admin-queries';
import { catalogEndpoints } from '@/lib/catalog/contract';
import { PRODUCT_SAVED } from '@/lib/catalog/messages';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const PUT = route(catalogEndpoints.updateProduct, { session: 'admin' }, async ({ params, input, supabase }) => {
  await updateProduct(supabase, productIdOf(params.id), input);
  return { ok: true, message: PRODUCT_SAVED };
});
