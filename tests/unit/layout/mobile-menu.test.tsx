import { fireEvent, screen } from '@testing-library/react';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { CartCountProvider, type CartCountSource } from '@/components/layout/cart-count';
import { AccountActionsProvider } from '@/components/layout/account-actions';
import { renderWithQuery } from '../support/render-with-query';

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

function renderMenu(ui = <MobileMenu user={null} />) {
  const view = renderWithQuery(
    <div>
      <p>Outside the menu</p>
      {ui}
    </div>,
  );
  return { ...view, toggle: () => screen.getByRole('button', { name: /menu/i }) };
}

function panel() {
  return document.getElementById(screen.getByRole('button', { name: /menu/i }).getAttribute('aria-controls')!)!;
}

beforeEach(() => {
  mockPathname = '/';
});

test('opens with the main links, a Cart button with the count and Sign In', () => {
  const source: CartCountSource = { subscribe: () => () => {}, getCount: () => 3 };
  const { toggle } = renderMenu(
    <CartCountProvider source={source}>
      <MobileMenu user={null} />
    </CartCountProvider>,
  );
  expect(panel()).not.toBeVisible();
  fireEvent.click(toggle());
  expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  expect(toggle()).toHaveAccessibleName('Menu');
  expect(panel()).toBeVisible();
  const nav = screen.getByRole('navigation', { name: 'Mobile' });
  expect([...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['Home', '/'],
    ['Shop', '/shop'],
    ['Contact Us', '/contact-us'],
  ]);
  expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/?signin=1');
});

test('closes when the route changes', () => {
  const { toggle, rerender } = renderMenu();
  fireEvent.click(toggle());
  expect(panel()).toBeVisible();
  mockPathname = '/terms';
  rerender(
    <div>
      <p>Outside the menu</p>
      <MobileMenu user={null} />
    </div>,
  );
  expect(panel()).not.toBeVisible();
  expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  // Coming back to the first route does not reopen it.
  mockPathname = '/';
  rerender(
    <div>
      <p>Outside the menu</p>
      <MobileMenu user={null} />
    </div>,
  );
  expect(panel()).not.toBeVisible();
});

test('closes on a press outside it, not on a press inside it', () => {
  const { toggle } = renderMenu();
  fireEvent.click(toggle());
  fireEvent.pointerDown(screen.getByRole('navigation', { name: 'Mobile' }));
  expect(panel()).toBeVisible();
  fireEvent.pointerDown(screen.getByText('Outside the menu'));
  expect(panel()).not.toBeVisible();
});

test('closes on Escape and gives focus back to the menu button', () => {
  const { toggle } = renderMenu();
  fireEvent.click(toggle());
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(panel()).not.toBeVisible();
  expect(toggle()).toHaveFocus();
});

test('closes when one of its links is followed', () => {
  const { toggle } = renderMenu();
  fireEvent.click(toggle());
  fireEvent.click(screen.getByRole('link', { name: 'Contact Us' }));
  expect(panel()).not.toBeVisible();
});

test('signed-in shoppers see their email, My Orders, Settings and Sign Out, which calls onSignOut', () => {
  const onSignOut = jest.fn();
  const { toggle } = renderMenu(
    <AccountActionsProvider value={{ onSignOut }}>
      <MobileMenu user={{ email: 'amina@example.com' }} />
    </AccountActionsProvider>,
  );
  fireEvent.click(toggle());
  expect(screen.getByText('amina@example.com')).toBeVisible();
  expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
  expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
  expect(onSignOut).toHaveBeenCalledTimes(1);
  expect(panel()).not.toBeVisible();
});

test('with an onSignIn callback, Sign In is a button that calls it', () => {
  const onSignIn = jest.fn();
  const { toggle } = renderMenu(
    <AccountActionsProvider value={{ onSignIn }}>
      <MobileMenu user={null} />
    </AccountActionsProvider>,
  );
  fireEvent.click(toggle());
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(onSignIn).toHaveBeenCalledTimes(1);
});
