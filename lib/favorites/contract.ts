import { endpoint, shape } from '@/lib/api/contract';
import { FAVORITE_TOGGLE_FAILED, FAVORITES_FETCH_FAILED } from './messages';
import { favoriteChangeSchema } from './schema';

/** The signed-in shopper's favourites (a guest's stay in the browser). */
export const favoriteEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/favorites',
    errors: ['favorites_sign_in_required', 'favorites_read_failed'],
    fallback: FAVORITES_FETCH_FAILED,
    output: shape<{ ok: true; productIds: number[] }>(),
  }),
  /** Adds a product on sale (again: no change). */
  add: endpoint({
    method: 'POST',
    path: '/api/favorites',
    body: favoriteChangeSchema,
    errors: ['favorites_sign_in_required', 'favorite_product_invalid', 'favorite_product_not_found', 'favorite_change_failed'],
    fallback: FAVORITE_TOGGLE_FAILED,
    output: shape<{ ok: true; productId: number; favorite: true }>(),
  }),
  /** Removes it, also a product no longer sold; removing one that is not a favourite changes nothing. */
  remove: endpoint({
    method: 'DELETE',
    path: '/api/favorites',
    body: favoriteChangeSchema,
    errors: ['favorites_sign_in_required', 'favorite_product_invalid', 'favorite_product_not_found', 'favorite_change_failed'],
    fallback: FAVORITE_TOGGLE_FAILED,
    output: shape<{ ok: true; productId: number; favorite: false }>(),
  }),
};
