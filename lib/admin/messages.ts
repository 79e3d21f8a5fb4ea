import { MAX_PHOTO_BYTES } from './product-schema';

/** The owner console's own words (the database words its refusals itself). */
export const ADMIN_ORDER_NOT_FOUND = 'There is no order with this number.';
export const ADMIN_ACTION_FAILED = 'The change could not be saved just now. Please try again in a moment.';
export const ADMIN_LOAD_FAILED = 'The console could not load this just now. Please try again in a moment.';
export const TRANSFER_CONFIRMED = 'Bank transfer confirmed: the order is paid.';
export const NO_WALLET_ATTEMPT = 'This order has no wallet payment to check.';
export const WALLET_STATUS_CHECKED: Record<'paid' | 'failed' | 'pending' | 'unverified', string> = {
  paid: 'Checked with the provider: the order is paid.',
  failed: 'Checked with the provider: the payment did not go through.',
  pending: 'Checked with the provider: the payment is still open (or the provider could not be reached). Try again later.',
  unverified: 'The provider could not be asked about this payment.',
};
export const TRANSFER_REJECTED = 'Transfer marked as not received.';

/** What the owner reads after each move. */
export const MOVED: Record<string, string> = {
  confirmed: 'Order confirmed.',
  processing: 'Order marked as packed.',
  shipped: 'Order handed to the courier.',
  out_for_delivery: 'Order marked as out for delivery.',
  delivered: 'Order marked as delivered.',
  delivery_failed: 'Delivery marked as failed.',
  returning: 'Parcel marked as coming back.',
  returned: 'Parcel marked as returned.',
  cancelled: 'Order cancelled; its stock is back on the shelf.',
  pending: 'Order updated.',
};

export const REVIEW_NOT_FOUND = 'This review is no longer there: it may have been deleted.';
export const REVIEW_PUBLISHED = 'Review published: it is on the home page now.';
export const REVIEW_HIDDEN = 'Review hidden: it is back in the queue.';
export const REVIEW_DELETED = 'Review deleted.';

export const ADMIN_MESSAGE_NOT_FOUND = 'There is no such message: it may have been deleted.';

/** What the owner reads after changing a message, by the status it had and the one it has now. */
export function messageChangedNotice(fullName: string, from: string, to: string): string {
  const whose = `The message from ${fullName}`;
  if (to === 'replied') return `${whose} is marked as handled.`;
  if (to === 'archived') return `${whose} is archived.`;
  if (to === 'new') return `${whose} is marked as unread.`;
  return from === 'replied' || from === 'archived' ? `${whose} is reopened: it is back in To handle.` : `${whose} is marked as read.`;
}

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
export const COUPON_NOT_FOUND = 'There is no coupon with this code.';
export const COUPON_EXISTS = 'A coupon with this code already exists: choose another code.';
export const COUPON_REFUSED = 'These values cannot be saved together: please check the form.';
export const COUPON_LIMIT_BELOW_USES = (used: number) =>
  `The total use limit cannot be below the ${used} times this coupon has already been used.`;
export const COUPON_CREATED = (code: string) => `Coupon ${code} created.`;
export const COUPON_SAVED = (code: string) => `Coupon ${code} saved.`;
export const COUPON_PAUSED = (code: string) => `Coupon ${code} paused: checkout refuses it until you resume it.`;
export const COUPON_RESUMED = (code: string) => `Coupon ${code} resumed.`;

export const SHIPPING_METHOD_NOT_FOUND = 'There is no such shipping method.';
export const SHIPPING_CITY_NOT_FOUND = 'There is no such city.';
export const SHIPPING_REFUSED = 'These values cannot be saved together: please check the form.';
export const SHIPPING_METHOD_SAVED = (name: string) => `${name} saved: checkout uses it from now on.`;
export const SHIPPING_RATES_SAVED = (name: string, zone: string) => `${name}: ${zone} rates saved. Checkout uses them from now on.`;
export const SHIPPING_CITY_SAVED = (name: string) => `${name} saved.`;
export const SETTINGS_SAVED = 'Settings saved: the shop shows them now.';
