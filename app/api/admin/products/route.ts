import { PRODUCT_CREATED } from '@/lib/catalog/messages';
import { createProduct } from '@/lib/catalog/admin-queries';
import { newProductSchema } from '@/lib/catalog/admin-schema';
import { json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';

export const dynamic = 'force-dynamic';

/** POST /api/admin/products {name, slug?, …, variants: [{sku, label, …, initialStock}]} → the new product's id. */
export const POST = route({ body: newProductSchema, session: 'admin' }, async ({ input, supabase }) =>
  json({ ok: true, id: await createProduct(supabase, input), message: PRODUCT_CREATED }),
);
