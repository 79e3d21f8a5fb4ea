import { productIdOf, variantIdOf } from '@/lib/catalog/admin-product-ids';
import { adjustStock } from '@/lib/catalog/admin-queries';
import { catalogEndpoints } from '@/lib/catalog/contract';
import { STOCK_ADJUSTED } from '@/lib/catalog/messages';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const POST = route(catalogEndpoints.adjustStock, { session: 'admin' }, async ({ params, input, supabase }) => {
  const stock = await adjustStock(supabase, productIdOf(params.id), variantIdOf(params.variantId), input);
  return { ok: true, stock, message: STOCK_ADJUSTED };
});
