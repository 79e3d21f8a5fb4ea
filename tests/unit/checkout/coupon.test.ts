import { couponDiscount, couponTypeOf, derivedPercentage, describeCoupon, toAppliedCoupon } from '@/lib/checkout/coupon';
import { formatRupees } from '@/lib/format/rupees';

describe('the spec coupon rule (§5)', () => {
  test('percentage: subtotal × percentage, rounded', () => {
    expect(couponDiscount({ type: 'percentage', discountPercentage: 10 }, 2500)).toBe(250);
    expect(couponDiscount({ type: 'percentage', discountPercentage: 15 }, 1333)).toBe(200); // 199.95 → 200
    expect(couponDiscount({ type: 'percentage', discountPercentage: 12.5 }, 1001)).toBe(125); // 125.125 → 125
  });

  test('fixed: the amount, rounded', () => {
    expect(couponDiscount({ type: 'fixed', discountAmount: 300 }, 2500)).toBe(300);
    expect(couponDiscount({ type: 'fixed', discountAmount: 299.6 }, 2500)).toBe(300);
  });

  test('capped by maxDiscountAmount when present', () => {
    expect(couponDiscount({ type: 'percentage', discountPercentage: 10, maxDiscountAmount: 1000 }, 12000)).toBe(1000);
    expect(couponDiscount({ type: 'fixed', discountAmount: 500, maxDiscountAmount: 400 }, 2000)).toBe(400);
  });

  test('never above the subtotal', () => {
    expect(couponDiscount({ type: 'fixed', discountAmount: 300 }, 200)).toBe(200);
    expect(couponDiscount({ type: 'percentage', discountPercentage: 100 }, 650)).toBe(650);
    expect(couponDiscount({ type: 'fixed', discountAmount: 300 }, 0)).toBe(0);
  });

  test('without a type: percentage when a percentage exists, otherwise fixed', () => {
    expect(couponTypeOf({ discountPercentage: 5 })).toBe('percentage');
    expect(couponTypeOf({ discountAmount: 100 })).toBe('fixed');
    expect(couponDiscount({ discountPercentage: 5, discountAmount: 999 }, 1000)).toBe(50);
  });

  test('a stored percentage coupon without a percentage: discountAmount ÷ appliedOnSubtotal, to 2 decimals', () => {
    expect(derivedPercentage(250, 2500)).toBe(10);
    expect(derivedPercentage(100, 3000)).toBe(3.33);
    expect(derivedPercentage(100, 0)).toBe(0);
    expect(toAppliedCoupon('OLD', { type: 'percentage' }, 200, 3000)).toEqual({
      code: 'OLD',
      type: 'percentage',
      discountAmount: 200,
      discountPercentage: null,
      maxDiscountAmount: null,
      appliedOnSubtotal: 3000,
      derivedPercentage: 6.67,
    });
  });

  test('described for the order summary', () => {
    expect(describeCoupon({ type: 'percentage', discountPercentage: 10, maxDiscountAmount: 1000 }, formatRupees)).toBe('10% off, up to Rs. 1,000');
    expect(describeCoupon({ type: 'fixed', discountAmount: 300 }, formatRupees)).toBe('Rs. 300 off');
  });
});
