/**
 * The spec's coupon rule (§5), for showing an applied coupon. The discount charged is always the
 * one quote_order and place_order compute in the database (private.coupon_discount), which is the
 * same rule; this mirror only describes the coupon next to the server's amount.
 */
export type CouponType = 'percentage' | 'fixed';

export interface CouponTerms {
  type?: CouponType | null;
  discountPercentage?: number | null;
  discountAmount?: number | null;
  maxDiscountAmount?: number | null;
}

/** Spec §3: the type, when absent, is percentage if a percentage exists, otherwise fixed. */
export function couponTypeOf(terms: CouponTerms): CouponType {
  if (terms.type) return terms.type;
  return terms.discountPercentage != null ? 'percentage' : 'fixed';
}

/**
 * Percentage: subtotal × percentage, rounded. Fixed: the amount, rounded. Capped by
 * maxDiscountAmount when present, and never above the subtotal.
 */
export function couponDiscount(terms: CouponTerms, subtotal: number): number {
  const raw = couponTypeOf(terms) === 'percentage' ? Math.round((subtotal * (terms.discountPercentage ?? 0)) / 100) : Math.round(terms.discountAmount ?? 0);
  const capped = terms.maxDiscountAmount != null ? Math.min(raw, terms.maxDiscountAmount) : raw;
  return Math.max(0, Math.min(capped, subtotal));
}

/** A stored percentage coupon without a percentage: discountAmount ÷ appliedOnSubtotal, as a percentage to 2 decimals. */
export function derivedPercentage(discountAmount: number, appliedOnSubtotal: number): number {
  if (!(appliedOnSubtotal > 0)) return 0;
  return Math.round((discountAmount / appliedOnSubtotal) * 100 * 100) / 100;
}

/** The spec's "Applied coupon" (§3), built from the server's quote. */
export interface AppliedCoupon {
  code: string;
  type: CouponType;
  discountAmount: number;
  discountPercentage: number | null;
  maxDiscountAmount: number | null;
  appliedOnSubtotal: number;
  derivedPercentage: number | null;
}

export function toAppliedCoupon(code: string, terms: CouponTerms, discount: number, subtotal: number): AppliedCoupon {
  const type = couponTypeOf(terms);
  return {
    code,
    type,
    discountAmount: discount,
    discountPercentage: terms.discountPercentage ?? null,
    maxDiscountAmount: terms.maxDiscountAmount ?? null,
    appliedOnSubtotal: subtotal,
    derivedPercentage: type === 'percentage' && terms.discountPercentage == null ? derivedPercentage(discount, subtotal) : null,
  };
}

/** "10% off, up to Rs. 1,000" / "Rs. 300 off". */
export function describeCoupon(terms: CouponTerms, formatRupees: (value: number) => string): string {
  if (couponTypeOf(terms) === 'percentage') {
    const cap = terms.maxDiscountAmount != null ? `, up to ${formatRupees(terms.maxDiscountAmount)}` : '';
    return `${Number(terms.discountPercentage ?? 0)}% off${cap}`;
  }
  return `${formatRupees(terms.discountAmount ?? 0)} off`;
}
