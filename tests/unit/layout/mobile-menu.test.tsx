import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { CartCountProvider, type CartCountSource } from '@/components/cart/cart-count';
import { AccountActionsProvider } from '@/components/auth/account-actions';
import { renderWithQuery } from '../support/render-with-query';
import { mainLinks } from '@/components/layout/site-links';
import { navigationWords } from '../support/words';

const LINKS = mainLinks(navigationWords());

let mockPathname = '/';
jest.mock('next/navigation', () => ({ useParams: () => ({}), usePathname: () => mockPathname, useRouter: () => ({ push: jest.fn() }) }));

/** The menu on a page, beside content outside it. */
function onPage(ui: ReactElement) {
  return (
    <div>
      <p>Outside the menu</p>
      {ui}
    </div>
  );
}

function renderMenu(ui = <MobileMenu links={LINKS} user={null} />) {
  const view = renderWithQuery(onPage(ui));
  return { ...view, toggle: () => screen.getByRole('button', { name: /menu/i }) };
}

/** Opens the menu and waits for its contents, which load on the first opening. */
async function open(toggle: () => HTMLElement) {
  fireEvent.click(toggle());
  await screen.findByRole('navigation', { name: 'Mobile' });
}

function panel() {
  return document.getElementById(screen.getByRole('button', { name: /menu/i }).getAttribute('aria-controls')!)!;
}

beforeEach(() => {
  mockPathname = '/';
});

test('opens with the main links, a Cart button with the count and Sign In', async () => {
  const source: CartCountSource = { subscribe: () => () => {}, getCount: () => 3 };
  const { toggle } = renderMenu(
    <CartCountProvider source={source}>
      <MobileMenu links={LINKS} user={null} />
    </CartCountProvider>,
  );
  expect(document.getElementById(toggle().getAttribute('aria-controls')!)).toBeNull();
  await open(toggle);
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

test('closes when the route changes', async () => {
  const { toggle, rerender } = renderMenu();
  await open(toggle);
  expect(panel()).toBeVisible();
  mockPathname = '/terms';
  rerender(onPage(<MobileMenu links={LINKS} user={null} />));
  expect(panel()).not.toBeVisible();
  expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  // Coming back to the first route does not reopen it.
  mockPathname = '/';
  rerender(onPage(<MobileMenu links={LINKS} user={null} />));
  expect(panel()).not.toBeVisible();
});

test('closes on a press outside it, not on a press inside it', async () => {
  const { toggle } = renderMenu();
  await open(toggle);
  fireEvent.pointerDown(screen.getByRole('navigation', { name: 'Mobile' }));
  expect(panel()).toBeVisible();
  fireEvent.pointerDown(screen.getByText('Outside the menu'));
  expect(panel()).not.toBeVisible();
});

test('closes on Escape and gives focus back to the menu button', async () => {
  const { toggle } = renderMenu();
  await open(toggle);
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(panel()).not.toBeVisible();
  expect(toggle()).toHaveFocus();
});

test('starts with the search box; Escape there clears its text first, and only then closes the menu', async () => {
  (globalThis as { fetch?: unknown }).fetch = jest.fn(() => new Promise(() => {}));
  const { toggle } = renderMenu();
  await open(toggle);
  const box = screen.getByRole('combobox', { name: 'Search products' });
  expect(panel().firstElementChild).toContainElement(box);
  fireEvent.change(box, { target: { value: 'badaam' } });
  fireEvent.keyDown(box, { key: 'Escape' });
  expect(box).toHaveValue('');
  expect(panel()).toBeVisible();
  fireEvent.keyDown(box, { key: 'Escape' });
  expect(panel()).not.toBeVisible();
  delete (globalThis as { fetch?: unknown }).fetch;
});

test('the console leaves the search box out', async () => {
  const { toggle } = renderMenu(<MobileMenu links={LINKS} user={null} search={false} />);
  await open(toggle);
  expect(screen.queryByRole('combobox', { name: 'Search products' })).toBeNull();
});

test('closes when one of its links is followed', async () => {
  const { toggle } = renderMenu();
  await open(toggle);
  fireEvent.click(screen.getByRole('link', { name: 'Contact Us' }));
  expect(panel()).not.toBeVisible();
});

test('signed-in shoppers see their email, My Orders, Settings and Sign Out, which calls onSignOut', async () => {
  const onSignOut = jest.fn();
  const { toggle } = renderMenu(
    <AccountActionsProvider value={{ onSignOut }}>
      <MobileMenu links={LINKS} user={{ email: 'amina@example.com' }} />
    </AccountActionsProvider>,
  );
  await open(toggle);
  expect(screen.getByText('amina@example.com')).toBeVisible();
  expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
  expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
  expect(onSignOut).toHaveBeenCalledTimes(1);
  expect(panel()).not.toBeVisible();
});

test('with an onSignIn callback, Sign In is a button that calls it', async () => {
  const onSignIn = jest.fn();
  const { toggle } = renderMenu(
    <AccountActionsProvider value={{ onSignIn }}>
      <MobileMenu links={LINKS} user={null} />
    </AccountActionsProvider>,
  );
  await open(toggle);
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(onSignIn).toHaveBeenCalledTimes(1);
});
