import { describeCoupon } from '@/lib/coupons/coupon-terms';
import { formatRupees } from '@/lib/format/rupees';

// The discount rule itself (§5) is the database's: tests/integration/db-functions.test.ts.
describe('an applied coupon, described for the order summary', () => {
  test('percentage, with and without a cap; fixed', () => {
    expect(describeCoupon({ type: 'percentage', discountPercentage: 10, maxDiscountAmount: 1000 }, formatRupees)).toBe(
      '10% off, up to Rs. 1,000',
    );
    expect(describeCoupon({ type: 'percentage', discountPercentage: 12.5 }, formatRupees)).toBe('12.5% off');
    expect(describeCoupon({ type: 'fixed', discountAmount: 300 }, formatRupees)).toBe('Rs. 300 off');
  });

  test('without a type: percentage when a percentage exists, otherwise fixed (spec §3)', () => {
    expect(describeCoupon({ discountPercentage: 5, discountAmount: 999 }, formatRupees)).toBe('5% off');
    expect(describeCoupon({ discountAmount: 100 }, formatRupees)).toBe('Rs. 100 off');
  });
});
