/**
 * An applied coupon described next to its discount in the order summary. The discount itself is
 * always the server's: quote_order and place_order compute it in the database with the spec's rule
 * (§5, private.coupon_discount); nothing here computes an amount.
 */
type CouponType = 'percentage' | 'fixed';

export interface CouponTerms {
  type?: CouponType | null;
  discountPercentage?: number | null;
  discountAmount?: number | null;
  maxDiscountAmount?: number | null;
}

/** Spec §3: the type, when absent, is percentage if a percentage exists, otherwise fixed. */
function couponTypeOf(terms: CouponTerms): CouponType {
  if (terms.type) return terms.type;
  return terms.discountPercentage != null ? 'percentage' : 'fixed';
}

/** "10% off, up to Rs. 1,000" / "Rs. 300 off". */
export function describeCoupon(terms: CouponTerms, formatRupees: (value: number) => string): string {
  if (couponTypeOf(terms) === 'percentage') {
    const cap = terms.maxDiscountAmount != null ? `, up to ${formatRupees(terms.maxDiscountAmount)}` : '';
    return `${Number(terms.discountPercentage ?? 0)}% off${cap}`;
  }
  return `${formatRupees(terms.discountAmount ?? 0)} off`;
}
