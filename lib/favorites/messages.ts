/** The favourites messages of the spec's error catalogue (§8), word for word. */
export const FAVORITES_FETCH_FAILED = 'Failed to fetch favorites';
export const FAVORITE_TOGGLE_FAILED = 'Error toggling favorite';
export const FAVORITES_OFFLINE = 'Changes will be synced when you are back online';

/** The route handlers' own answers. */
export const FAVORITES_SIGN_IN_REQUIRED = 'Please sign in to keep favourites on your account.';
export const FAVORITE_PRODUCT_INVALID = 'productId must be a product id (a whole number above 0).';
export const FAVORITE_PRODUCT_NOT_FOUND = 'This product is not available.';
