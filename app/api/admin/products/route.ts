import { createProduct } from '@/lib/catalog/admin-queries';
import { catalogEndpoints } from '@/lib/catalog/contract';
import { PRODUCT_CREATED } from '@/lib/catalog/messages';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const POST = route(catalogEndpoints.createProduct, { session: 'admin' }, async ({ input, supabase }) => ({
  ok: true,
  id: await createProduct(supabase, input),
  message: PRODUCT_CREATED,
}));
