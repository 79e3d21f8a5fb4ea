import { act, fireEvent, screen, within } from '@testing-library/react';
import { CartCountProvider, type CartCountSource } from '@/components/cart/cart-count';
import { PaymentIssueBanner } from '@/components/layout/payment-issue-banner';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { UserMenu } from '@/components/layout/user-menu';
import { renderWithQuery } from '../support/render-with-query';
import { EMPTY_SHOP_SETTINGS } from '@/lib/settings/types';
import { FILLED_SETTINGS } from '../settings/fixtures';

let mockPathname = '/';
jest.mock('next/navigation', () => ({ useParams: () => ({}), usePathname: () => mockPathname, useRouter: () => ({ push: jest.fn() }) }));

/** A cart source the test can change, as the real cart will. */
function fakeCart(initial: number) {
  let count = initial;
  const listeners = new Set<() => void>();
  const source: CartCountSource = {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getCount: () => count,
  };
  return {
    source,
    set(next: number) {
      count = next;
      listeners.forEach((listener) => listener());
    },
  };
}

beforeEach(() => {
  mockPathname = '/';
});

test('the header links Home, Shop and Contact Us, and guests get Sign In', () => {
  mockPathname = '/shop';
  renderWithQuery(<SiteHeader user={null} />);
  const main = screen.getByRole('navigation', { name: 'Main' });
  expect(within(main).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  expect(within(main).getByRole('link', { name: 'Shop' })).toHaveAttribute('aria-current', 'page');
  expect(within(main).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
  expect(screen.getByRole('link', { name: 'Gilgit Dry Fruits' })).toHaveAttribute('href', '/');
  expect(screen.getAllByRole('link', { name: 'Sign In' })[0]).toHaveAttribute('href', '/?signin=1');
});

test('the storefront header holds the search box; the console header does not', () => {
  const { unmount } = renderWithQuery(<SiteHeader user={null} />);
  // One in the header (from lg) and one in the row under it (md to lg): the styles show one at a time (e2e: header-search.spec).
  const forms = screen.getAllByRole('search', { name: 'Site search' });
  expect(forms).toHaveLength(2);
  for (const form of forms) expect(form).toHaveAttribute('action', '/shop');
  for (const box of screen.getAllByRole('combobox', { name: 'Search products' })) expect(box).toHaveAttribute('name', 'q');
  unmount();
  renderWithQuery(<SiteHeader user={null} search={false} />);
  expect(screen.queryByRole('combobox', { name: 'Search products' })).toBeNull();
});

test('the cart badge shows the injected count and follows its changes', () => {
  const cart = fakeCart(0);
  renderWithQuery(
    <CartCountProvider source={cart.source}>
      <SiteHeader user={null} />
    </CartCountProvider>,
  );
  expect(screen.getAllByRole('link', { name: 'Cart, 0 items' })[0]).toHaveAttribute('href', '/cart');
  act(() => cart.set(1));
  expect(screen.getAllByRole('link', { name: 'Cart, 1 item' }).length).toBeGreaterThan(0);
  act(() => cart.set(140));
  expect(screen.getAllByRole('link', { name: 'Cart, 140 items' }).length).toBeGreaterThan(0);
  expect(screen.getByTestId('cart-badge')).toHaveTextContent('99+');
});

test('the user menu shows the email with My Orders, Settings and Sign Out, and closes outside and on Escape', () => {
  const onSignOut = jest.fn();
  renderWithQuery(
    <div>
      <p>elsewhere</p>
      <UserMenu email="bilal@example.com" onSignOut={onSignOut} />
    </div>,
  );
  const button = screen.getByRole('button', { name: /bilal@example.com/ });
  const panel = () => document.getElementById(button.getAttribute('aria-controls')!)!;
  expect(panel()).not.toBeVisible();
  fireEvent.click(button);
  expect(panel()).toBeVisible();
  expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
  expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  fireEvent.pointerDown(screen.getByText('elsewhere'));
  expect(panel()).not.toBeVisible();
  fireEvent.click(button);
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(panel()).not.toBeVisible();
  expect(button).toHaveFocus();
  fireEvent.click(button);
  fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
  expect(onSignOut).toHaveBeenCalledTimes(1);
});

test('the footer has the business, its location, four social links, the terms, a copyright and a credit', () => {
  renderWithQuery(<SiteFooter settings={FILLED_SETTINGS} />);
  const footer = screen.getByRole('contentinfo');
  expect(footer).toHaveTextContent('Gilgit Dry Fruits');
  expect(footer).toHaveTextContent('Gilgit, Gilgit-Baltistan');
  for (const network of ['Facebook', 'X', 'Instagram', 'LinkedIn']) {
    const link = within(footer).getByRole('link', { name: `Gilgit Dry Fruits on ${network}` });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  expect(within(footer).getByRole('link', { name: 'Terms and Policies' })).toHaveAttribute('href', '/terms');
  expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Gilgit Dry Fruits`);
  expect(footer).toHaveTextContent('Powered by');
  expect(within(footer).getByRole('link', { name: 'WhatsApp +92 355 1234567' })).toHaveAttribute('href', 'https://wa.me/923551234567');
  expect(within(footer).getByRole('link', { name: 'hello@gilgitdryfruits.pk' })).toHaveAttribute('href', 'mailto:hello@gilgitdryfruits.pk');
});

test('with nothing set yet the footer shows no WhatsApp, e-mail or social links, and no placeholder', () => {
  renderWithQuery(<SiteFooter settings={EMPTY_SHOP_SETTINGS} />);
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  expect(within(footer).queryByRole('list', { name: 'Social media' })).toBeNull();
  expect(footer.querySelector('a[href^="mailto:"], a[href*="wa.me"]')).toBeNull();
  expect(footer).not.toHaveTextContent('0000000');
  expect(footer).toHaveTextContent('Cash on delivery. Prices in rupees');
});

test('the payment-issue banner has no WhatsApp button while the shop has no number', () => {
  renderWithQuery(<PaymentIssueBanner whatsappNumber={null} />);
  expect(within(screen.getByRole('region', { name: 'Payment notice' })).queryByRole('link')).toBeNull();
});

test('the payment-issue banner says the wallet has issues, to order on WhatsApp, and scrolls only without reduced motion', () => {
  renderWithQuery(<PaymentIssueBanner whatsappNumber="+923551234567" />);
  const banner = screen.getByRole('region', { name: 'Payment notice' });
  expect(banner).toHaveTextContent(/wallet payment method is having issues/);
  expect(banner).toHaveTextContent(/order through WhatsApp/);
  expect(within(banner).getByRole('link', { name: 'Order on WhatsApp' })).toHaveAttribute('href', 'https://wa.me/923551234567');
  const marquee = screen.getByTestId('payment-issue-marquee');
  expect(marquee.className).toMatch(/motion-safe:animate-marquee/);
  expect(marquee.className).not.toMatch(/(^|\s)animate-marquee/);
});
