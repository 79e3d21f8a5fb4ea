import { screen } from '@testing-library/react';
import { AdminCouponForm, PER_CUSTOMER_HINT } from '@/components/coupons/coupon-form';
import { renderWithQuery } from '../support/render-with-query';

jest.mock('next/navigation', () => ({ useParams: () => ({}), useRouter: () => ({ refresh: jest.fn() }) }));

test('the per-customer limit says plainly that a guest is counted by phone number', () => {
  renderWithQuery(<AdminCouponForm coupon={null} onDone={jest.fn()} />);
  expect(PER_CUSTOMER_HINT).toMatch(/per phone number/);
  expect(screen.getByLabelText('Uses per customer')).toHaveAccessibleDescription(PER_CUSTOMER_HINT);
});
