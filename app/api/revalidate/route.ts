import { cacheEndpoints } from '@/lib/cache/contract';
import { assertShopOwner, revalidateTags } from '@/lib/cache/revalidation';
import { REVALIDATE_TAGS } from '@/lib/cache/tags';
import { route } from '@/lib/http/route';

/**
 * The owner console calls it after changing products, prices, stock or reviews, so the cached pages
 * show the change at once. Without it pages still refresh within a minute.
 */
export const POST = route(cacheEndpoints.revalidate, { invalid: 'unknown_cache_tags' }, async ({ input, request }) => {
  await assertShopOwner(request.headers);
  const tags = input?.tags ?? [...REVALIDATE_TAGS];
  revalidateTags(tags);
  return { ok: true, revalidated: tags };
});
