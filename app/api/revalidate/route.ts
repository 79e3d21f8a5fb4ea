import { z } from 'zod';
import { REVALIDATE_TAGS } from '@/lib/catalog/cache';
import { identifyCaller, revalidateTags } from '@/lib/catalog/revalidation';
import { failure, jsonResponse } from '@/lib/contact/request-guards';

const bodySchema = z.object({ tags: z.array(z.enum(REVALIDATE_TAGS)).min(1).max(REVALIDATE_TAGS.length).optional() }).strict();

/**
 * POST /api/revalidate {tags?: ["catalog" | "testimonials"]}: the owner console calls it after
 * changing products, prices, stock or reviews, so the cached pages show the change at once. Admins
 * only (a bearer token or the session cookie). Without it pages still refresh within a minute.
 */
export async function POST(request: Request) {
  const caller = await identifyCaller(request.headers);
  if (caller === 'signed-out') return failure(401, 'Please sign in as the shop owner.');
  if (caller !== 'admin') return failure(403, 'Only the shop owner can refresh the catalogue.');
  const text = await request.text();
  let raw: unknown = {};
  try {
    raw = text.trim() ? JSON.parse(text) : {};
  } catch {
    return failure(400, 'The request body must be JSON.');
  }
  const parsed = bodySchema.safeParse(raw);
  if (!parsed.success) return failure(400, `Unknown tags: use ${REVALIDATE_TAGS.join(' or ')}.`);
  const tags = parsed.data.tags ?? [...REVALIDATE_TAGS];
  revalidateTags(tags);
  return jsonResponse({ ok: true, revalidated: tags });
}
