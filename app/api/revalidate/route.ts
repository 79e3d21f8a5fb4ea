import { REVALIDATE_TAGS } from '@/lib/cache/tags';
import { identifyCaller, revalidateTags } from '@/lib/cache/revalidation';
import { revalidateRequestSchema, UNKNOWN_TAGS } from '@/lib/catalog/schema';
import { failure, json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';

/**
 * POST /api/revalidate {tags?: ["catalog" | "testimonials" | "settings" | "shipping"]}: the owner console calls it after
 * changing products, prices, stock or reviews, so the cached pages show the change at once. Admins
 * only (a bearer token or the session cookie). Without it pages still refresh within a minute.
 */
export const POST = route({ body: revalidateRequestSchema, invalid: { message: UNKNOWN_TAGS } }, async ({ input, request }) => {
  const caller = await identifyCaller(request.headers);
  if (caller === 'signed-out') return failure(401, 'Please sign in as the shop owner.');
  if (caller !== 'admin') return failure(403, 'Only the shop owner can refresh the catalogue.');
  const tags = input?.tags ?? [...REVALIDATE_TAGS];
  revalidateTags(tags);
  return json({ ok: true, revalidated: tags });
});
