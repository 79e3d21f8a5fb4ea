import { endpoint, shape } from '@/lib/api/contract';
import { ADMIN_ACTION_FAILED } from '@/lib/api/messages';
import { couponActiveSchema, couponEditSchema, newCouponSchema } from './schema';

type Saved = { ok: true; message: string };

/** The console's coupon endpoints (admins only). */
export const couponEndpoints = {
  /** A new coupon; a taken code is refused. */
  create: endpoint({
    method: 'POST',
    path: '/api/admin/coupons',
    body: newCouponSchema,
    errors: ['coupon_exists', 'coupon_refused'],
    fallback: ADMIN_ACTION_FAILED,
    output: shape<Saved>(),
  }),
  /** Every field but the code. */
  save: endpoint({
    method: 'POST',
    path: '/api/admin/coupons/[code]',
    body: couponEditSchema,
    errors: ['admin_coupon_not_found', 'coupon_refused', 'coupon_limit_below_uses'],
    fallback: ADMIN_ACTION_FAILED,
    output: shape<Saved>(),
  }),
  /** Paused (checkout refuses it) or resumed. */
  setActive: endpoint({
    method: 'POST',
    path: '/api/admin/coupons/[code]/active',
    body: couponActiveSchema,
    errors: ['admin_coupon_not_found'],
    fallback: ADMIN_ACTION_FAILED,
    output: shape<Saved>(),
  }),
};
