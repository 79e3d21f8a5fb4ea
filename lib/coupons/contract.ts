import { consoleChange } from '@/lib/api/contract';
import { couponActiveSchema, couponEditSchema, newCouponSchema } from './schema';

/** The console's coupon endpoints (admins only). */
export const couponEndpoints = {
  /** A new coupon; a taken code is refused. */
  create: consoleChange({
    method: 'POST',
    path: '/api/admin/coupons',
    body: newCouponSchema,
    errors: ['coupon_exists', 'coupon_refused'],
  }),
  /** Every field but the code. */
  save: consoleChange({
    method: 'POST',
    path: '/api/admin/coupons/[code]',
    body: couponEditSchema,
    errors: ['admin_coupon_not_found', 'coupon_refused', 'coupon_limit_below_uses'],
  }),
  /** Paused (checkout refuses it) or resumed. */
  setActive: consoleChange({
    method: 'POST',
    path: '/api/admin/coupons/[code]/active',
    body: couponActiveSchema,
    errors: ['admin_coupon_not_found'],
  }),
};
