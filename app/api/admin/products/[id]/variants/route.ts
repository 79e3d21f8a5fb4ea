import { productIdOf } from '@/lib/catalog/admin-product-ids';
import { addVariant } from '@/lib/catalog/admin-queries';
import { catalogEndpoints } from '@/lib/catalog/contract';
import { VARIANT_ADDED } from '@/lib/catalog/messages';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const POST = route(catalogEndpoints.addVariant, { session: 'admin' }, async ({ params, input, supabase }) => {
  await addVariant(supabase, productIdOf(params.id), input);
  return { ok: true, message: VARIANT_ADDED };
});
