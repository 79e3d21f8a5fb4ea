import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { Problem } from '@/lib/errors/problem';
import type { Database } from '@/lib/supabase/database.types';

/**
 * The favourites table as the signed-in shopper (spec §7: read, add, remove favourites). Row-level
 * security limits every call to their own rows; the user_id filters only say the same thing.
 */
type Client = SupabaseClient<Database>;

class FavoritesError extends Error {}

export async function listFavoriteIds(supabase: Client, userId: string): Promise<number[]> {
  const { data, error } = await supabase
    .from('favorites')
    .select('product_id')
    .eq('user_id', userId)
    .order('created_at')
    .order('product_id');
  if (error) throw new FavoritesError(`could not read favourites: ${error.message}`);
  return data.map((row) => row.product_id);
}

/** Whether an active product has this id (inactive ones are invisible to shoppers). */
async function isActiveProduct(supabase: Client, productId: number): Promise<boolean> {
  const { data, error } = await supabase.from('products').select('id').eq('id', productId).eq('is_active', true).maybeSingle();
  if (error) throw new FavoritesError(`could not read product ${productId}: ${error.message}`);
  return data !== null;
}

/** Adds a product on sale (favorite_product_not_found otherwise); adding one that is already there changes nothing. */
export async function addFavorite(supabase: Client, userId: string, productId: number): Promise<void> {
  if (!(await isActiveProduct(supabase, productId))) throw new Problem('favorite_product_not_found');
  const { error } = await supabase.from('favorites').insert({ user_id: userId, product_id: productId });
  if (error && error.code !== '23505') throw new FavoritesError(`could not add favourite: ${error.message}`);
}

/**
 * Removes a favourite, also of a product no longer sold. Removing one that is not a favourite
 * changes nothing, unless no product with that id is on sale (favorite_product_not_found).
 */
export async function removeFavorite(supabase: Client, userId: string, productId: number): Promise<void> {
  const { data, error } = await supabase.from('favorites').delete().eq('user_id', userId).eq('product_id', productId).select('product_id');
  if (error) throw new FavoritesError(`could not remove favourite: ${error.message}`);
  if (data.length === 0 && !(await isActiveProduct(supabase, productId))) throw new Problem('favorite_product_not_found');
}
