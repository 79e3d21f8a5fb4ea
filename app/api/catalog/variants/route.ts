import { catalogEndpoints } from '@/lib/catalog/contract';
import { listLiveVariants } from '@/lib/catalog/queries';
import { route } from '@/lib/http/route';

export const GET = route(catalogEndpoints.variants, { onError: 'catalog_read_failed' }, async ({ query }) => ({
  ok: true,
  variants: await listLiveVariants(query.ids),
}));
