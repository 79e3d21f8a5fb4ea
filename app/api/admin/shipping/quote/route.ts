import { route } from '@/lib/http/route';
import { shippingEndpoints } from '@/lib/shipping/contract';
import { previewShipping } from '@/lib/shipping/queries';

export const dynamic = 'force-dynamic';

export const GET = route(shippingEndpoints.preview, { session: 'owner' }, async ({ query, supabase }) => ({
  ok: true,
  preview: await previewShipping(supabase, query),
}));
