/** The console's words about coupons (checkout's refusals are the database's, by problem code). */
export const COUPON_NOT_FOUND = 'There is no coupon with this code.';
export const COUPON_EXISTS = 'A coupon with this code already exists: choose another code.';
export const COUPON_REFUSED = 'These values cannot be saved together: please check the form.';

export const COUPON_LIMIT_BELOW_USES = (used: number) =>
  `The total use limit cannot be below the ${used} times this coupon has already been used.`;

export const COUPON_CREATED = (code: string) => `Coupon ${code} created.`;
export const COUPON_SAVED = (code: string) => `Coupon ${code} saved.`;
export const COUPON_PAUSED = (code: string) => `Coupon ${code} paused: checkout refuses it until you resume it.`;
export const COUPON_RESUMED = (code: string) => `Coupon ${code} resumed.`;
