import { STOCK_ADJUSTED } from '@/lib/catalog/messages';
import { productIdOf, variantIdOf } from '@/lib/catalog/admin-product-ids';
import { adjustStock } from '@/lib/catalog/admin-queries';
import { stockAdjustSchema } from '@/lib/catalog/admin-schema';
import { json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';

export const dynamic = 'force-dynamic';

/** POST /api/admin/products/{id}/variants/{variantId}/stock {delta, reason, note?} → the stock now (admin_adjust_stock). */
export const POST = route({ body: stockAdjustSchema, session: 'admin' }, async ({ params, input, supabase }) => {
  const stock = await adjustStock(supabase, productIdOf(params), variantIdOf(params), input);
  return json({ ok: true, stock, message: STOCK_ADJUSTED });
});
