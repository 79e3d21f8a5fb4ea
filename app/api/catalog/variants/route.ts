import { CATALOG_READ_FAILED } from '@/lib/catalog/messages';
import { listLiveVariants } from '@/lib/catalog/queries';
import { liveVariantsQuerySchema } from '@/lib/catalog/schema';
import { json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';

/** GET /api/catalog/variants?ids=11,12: live price and stock of cart lines (never cached). */
export const GET = route({ query: liveVariantsQuerySchema, onError: { status: 502, message: CATALOG_READ_FAILED } }, async ({ query }) =>
  json({ ok: true, variants: await listLiveVariants(query.ids) }),
);
