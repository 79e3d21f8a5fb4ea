import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { verifiedUser } from '@/lib/auth/actions';
import { failure, jsonNoStore, readJsonBody } from '@/lib/auth/http';
import {
  FAVORITE_PRODUCT_INVALID,
  FAVORITE_PRODUCT_NOT_FOUND,
  FAVORITE_TOGGLE_FAILED,
  FAVORITES_FETCH_FAILED,
  FAVORITES_SIGN_IN_REQUIRED,
} from '@/lib/favorites/messages';
import { addFavorite, isActiveProduct, listFavoriteIds, removeFavorite } from '@/lib/favorites/server';
import { createSupabaseRouteClient } from '@/lib/supabase/server';

export const dynamic = 'force-dynamic';

const changeSchema = z.object({ productId: z.number().int().positive().max(2147483647) }).strict();

/** GET /api/favorites → {ok, productIds}: the signed-in shopper's favourites. Guests: 401. */
export async function GET(request: NextRequest) {
  const { supabase, applyTo } = createSupabaseRouteClient(request);
  const user = await verifiedUser(supabase);
  if (!user) return applyTo(failure(401, FAVORITES_SIGN_IN_REQUIRED));
  try {
    return applyTo(jsonNoStore({ ok: true, productIds: await listFavoriteIds(supabase, user.id) }));
  } catch (error) {
    console.error('[api/favorites]', error);
    return applyTo(failure(502, FAVORITES_FETCH_FAILED));
  }
}

/** Reads {productId} as the signed-in shopper; answers the 4xx when the request cannot go on. */
async function readChange(request: NextRequest) {
  const read = await readJsonBody(request);
  if (!read.ok) return { ok: false as const, response: read.response };
  const parsed = changeSchema.safeParse(read.body);
  if (!parsed.success) return { ok: false as const, response: failure(400, FAVORITE_PRODUCT_INVALID) };
  const client = createSupabaseRouteClient(request);
  const user = await verifiedUser(client.supabase);
  if (!user) return { ok: false as const, response: client.applyTo(failure(401, FAVORITES_SIGN_IN_REQUIRED)) };
  return { ok: true as const, productId: parsed.data.productId, userId: user.id, ...client };
}

/** POST /api/favorites {productId}: adds an active product (again: no change). */
export async function POST(request: NextRequest) {
  const change = await readChange(request);
  if (!change.ok) return change.response;
  const { supabase, applyTo, userId, productId } = change;
  try {
    if (!(await isActiveProduct(supabase, productId))) return applyTo(failure(404, FAVORITE_PRODUCT_NOT_FOUND));
    await addFavorite(supabase, userId, productId);
    return applyTo(jsonNoStore({ ok: true, productId, favorite: true }));
  } catch (error) {
    console.error('[api/favorites]', error);
    return applyTo(failure(502, FAVORITE_TOGGLE_FAILED));
  }
}

/**
 * DELETE /api/favorites {productId}: removes it, also a product no longer sold. Removing one that is
 * not a favourite changes nothing, unless no product with that id is on sale (404).
 */
export async function DELETE(request: NextRequest) {
  const change = await readChange(request);
  if (!change.ok) return change.response;
  const { supabase, applyTo, userId, productId } = change;
  try {
    const removed = await removeFavorite(supabase, userId, productId);
    if (!removed && !(await isActiveProduct(supabase, productId))) return applyTo(failure(404, FAVORITE_PRODUCT_NOT_FOUND));
    return applyTo(jsonNoStore({ ok: true, productId, favorite: false }));
  } catch (error) {
    console.error('[api/favorites]', error);
    return applyTo(failure(502, FAVORITE_TOGGLE_FAILED));
  }
}
