import { render, screen } from '@testing-library/react';
import { AdminNav } from '@/components/layout/console-nav';

jest.mock('next/navigation', () => ({ usePathname: () => '/admin/orders' }));

const nav = () => screen.getByRole('navigation', { name: 'Shop console' });

test('Orders, Messages and Reviews carry what waits in them, read after their names', () => {
  render(<AdminNav counts={{ orders: 3, messages: 1, reviews: 120 }} />);
  expect(screen.getByRole('link', { name: 'Orders, 3 waiting' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Messages, 1 unread' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Reviews, 120 waiting' })).toHaveTextContent(/99\+$/);
  expect(screen.getByRole('link', { name: 'Products' })).toBeInTheDocument();
});

test('a section with nothing waiting has no badge, and neither has any when the counts failed', () => {
  const { rerender } = render(<AdminNav counts={{ orders: 0, messages: 2, reviews: 0 }} />);
  expect(screen.getByRole('link', { name: 'Orders' })).toHaveTextContent(/^Orders$/);
  expect(screen.getByRole('link', { name: 'Reviews' })).toHaveTextContent(/^Reviews$/);
  expect(screen.getByRole('link', { name: 'Messages, 2 unread' })).toBeInTheDocument();
  rerender(<AdminNav counts={null} />);
  expect(nav()).toHaveTextContent(/^TodayOrdersCustomersMessagesReviewsProductsCouponsShippingProduct feedSettingsAlerts$/);
});
