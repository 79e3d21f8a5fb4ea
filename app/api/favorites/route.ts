import { z } from 'zod';
import {
  FAVORITE_PRODUCT_INVALID,
  FAVORITE_PRODUCT_NOT_FOUND,
  FAVORITE_TOGGLE_FAILED,
  FAVORITES_FETCH_FAILED,
  FAVORITES_SIGN_IN_REQUIRED,
} from '@/lib/favorites/messages';
import { addFavorite, isActiveProduct, listFavoriteIds, removeFavorite } from '@/lib/favorites/server';
import { failure, json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';

export const dynamic = 'force-dynamic';

const changeSchema = z.object({ productId: z.number().int().positive().max(2147483647) }).strict();

/** The signed-in shopper's list only; a guest gets 401, a bad product id one message. */
const change = {
  body: changeSchema,
  session: 'required',
  unauthorized: FAVORITES_SIGN_IN_REQUIRED,
  invalid: { message: FAVORITE_PRODUCT_INVALID },
  onError: { status: 502, message: FAVORITE_TOGGLE_FAILED },
} as const;

/** GET /api/favorites → {ok, productIds}: the signed-in shopper's favourites. Guests: 401. */
export const GET = route(
  { session: 'required', unauthorized: FAVORITES_SIGN_IN_REQUIRED, onError: { status: 502, message: FAVORITES_FETCH_FAILED } },
  async ({ supabase, user }) => json({ ok: true, productIds: await listFavoriteIds(supabase, user.id) }),
);

/** POST /api/favorites {productId}: adds an active product (again: no change). */
export const POST = route(change, async ({ input: { productId }, supabase, user }) => {
  if (!(await isActiveProduct(supabase, productId))) return failure(404, FAVORITE_PRODUCT_NOT_FOUND);
  await addFavorite(supabase, user.id, productId);
  return json({ ok: true, productId, favorite: true });
});

/**
 * DELETE /api/favorites {productId}: removes it, also a product no longer sold. Removing one that is
 * not a favourite changes nothing, unless no product with that id is on sale (404).
 */
export const DELETE = route(change, async ({ input: { productId }, supabase, user }) => {
  const removed = await removeFavorite(supabase, user.id, productId);
  if (!removed && !(await isActiveProduct(supabase, productId))) return failure(404, FAVORITE_PRODUCT_NOT_FOUND);
  return json({ ok: true, productId, favorite: false });
});
