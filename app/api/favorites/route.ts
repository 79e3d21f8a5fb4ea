import { favoriteEndpoints } from '@/lib/favorites/contract';
import { addFavorite, listFavoriteIds, removeFavorite } from '@/lib/favorites/server';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** The signed-in shopper's list only; a guest is refused, a bad product id gets one message. */
const change = {
  session: 'required',
  unauthorized: 'favorites_sign_in_required',
  invalid: 'favorite_product_invalid',
  onError: 'favorite_change_failed',
} as const;

export const GET = route(
  favoriteEndpoints.list,
  { session: 'required', unauthorized: 'favorites_sign_in_required', onError: 'favorites_read_failed' },
  async ({ supabase, user }) => ({ ok: true, productIds: await listFavoriteIds(supabase, user.id) }),
);

export const POST = route(favoriteEndpoints.add, change, async ({ input: { productId }, supabase, user }) => {
  await addFavorite(supabase, user.id, productId);
  return { ok: true, productId, favorite: true as const };
});

export const DELETE = route(favoriteEndpoints.remove, change, async ({ input: { productId }, supabase, user }) => {
  await removeFavorite(supabase, user.id, productId);
  return { ok: true, productId, favorite: false as const };
});
