import { MAX_PHOTO_BYTES } from './admin-schema';

/** The catalogue's route handlers, when the backend cannot be read. */
export const CATALOG_READ_FAILED = 'The catalogue could not be read. Please try again.';

/** The console's words about products, weights, stock and photos. */
export const PRODUCT_NOT_FOUND = 'There is no such product: it may have been deleted.';
export const VARIANT_NOT_FOUND = 'There is no such weight of this product.';
export const SLUG_TAKEN = 'Another product already uses this web address: choose another.';
export const SKU_TAKEN = 'Another weight already uses this SKU: each SKU must be unique.';
export const PRODUCT_CREATED = 'Product added: it is in the shop now.';
export const PRODUCT_SAVED = 'Product saved: the shop shows the change now.';
export const VARIANT_ADDED = 'Weight added.';
export const VARIANT_SAVED = 'Weight saved.';
export const STOCK_ADJUSTED = 'Stock updated.';
export const PHOTO_ADDED = 'Photo added.';
export const PHOTO_REMOVED = 'Photo removed.';
export const PHOTO_REQUIRED = 'Choose a photo to upload.';
export const PHOTO_TOO_LARGE = `The photo is too large: choose one under ${MAX_PHOTO_BYTES / (1024 * 1024)} MB.`;
export const PHOTO_WRONG_TYPE = 'This file is not a photo: choose a JPEG, PNG, WebP or AVIF image.';
export const PHOTO_NOT_FOUND = 'This photo is no longer on the product.';
export const PRODUCT_VALUE_REFUSED = 'One of the values is not allowed here: check the fields and try again.';
