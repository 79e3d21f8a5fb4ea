import { previewShipping } from '@/lib/shipping/queries';
import { shippingPreviewSchema } from '@/lib/shipping/schema';
import { json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';

export const dynamic = 'force-dynamic';

/** GET /api/admin/shipping/quote?cityId=&weightGrams=&subtotal= → each active method's fee as checkout would charge it. */
export const GET = route({ query: shippingPreviewSchema, session: 'admin' }, async ({ query, supabase }) =>
  json({ ok: true, preview: await previewShipping(supabase, query) }),
);
