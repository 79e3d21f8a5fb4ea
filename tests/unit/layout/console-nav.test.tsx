import { render, screen } from '@testing-library/react';
import { AdminNav } from '@/components/layout/console-nav';
import { OWNER_ONLY_PATHS } from '@/lib/auth/team';

jest.mock('next/navigation', () => ({ useParams: () => ({}), usePathname: () => '/admin/orders' }));

const nav = () => screen.getByRole('navigation', { name: 'Shop console' });

test('Orders, Messages and Reviews carry what waits in them, read after their names', () => {
  render(<AdminNav counts={{ orders: 3, messages: 1, reviews: 120 }} role="owner" />);
  expect(screen.getByRole('link', { name: 'Orders, 3 waiting' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Messages, 1 unread' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Reviews, 120 waiting' })).toHaveTextContent(/99\+$/);
  expect(screen.getByRole('link', { name: 'Products' })).toBeInTheDocument();
});

test('a section with nothing waiting has no badge, and neither has any when the counts failed', () => {
  const { rerender } = render(<AdminNav counts={{ orders: 0, messages: 2, reviews: 0 }} role="owner" />);
  expect(screen.getByRole('link', { name: 'Orders' })).toHaveTextContent(/^Orders$/);
  expect(screen.getByRole('link', { name: 'Reviews' })).toHaveTextContent(/^Reviews$/);
  expect(screen.getByRole('link', { name: 'Messages, 2 unread' })).toBeInTheDocument();
  rerender(<AdminNav counts={null} role="owner" />);
  expect(nav()).toHaveTextContent(
    /^TodayOrdersCouriersCustomersMessagesReviewsProductsSearchCouponsShippingProduct feedStaffActivitySettingsAlerts$/,
  );
});

test("staff see the sections they may use, without the owner's (OWNER_ONLY_PATHS)", () => {
  render(<AdminNav counts={{ orders: 2, messages: 0, reviews: 0 }} role="staff" />);
  expect(nav()).toHaveTextContent(/^TodayOrders, 2 waitingOrders2CouriersCustomersMessagesReviewsProductsSearchProduct feedAlerts$/);
  const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
  for (const path of OWNER_ONLY_PATHS) expect(hrefs).not.toContain(path);
});
