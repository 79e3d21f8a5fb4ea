/** A coupon as the console shows it (lib/coupons/queries.ts maps the rows). */
export type CouponStatus = 'active' | 'paused' | 'scheduled' | 'expired' | 'used_up';

export interface AdminCoupon {
  code: string;
  description: string;
  type: 'percentage' | 'fixed';
  discountPercentage: number | null;
  discountAmount: number | null;
  maxDiscountAmount: number | null;
  minSubtotal: number;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  isActive: boolean;
  usedCount: number;
  /** Orders that carry the code, and how many of them were cancelled. */
  orders: number;
  cancelledOrders: number;
  status: CouponStatus;
}

/** The owner's words for each status. */
export const COUPON_STATUS_LABELS: Record<CouponStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  scheduled: 'Scheduled',
  expired: 'Expired',
  used_up: 'Used up',
};
