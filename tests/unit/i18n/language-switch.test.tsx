import { fireEvent, render, screen } from '@testing-library/react';
import { Link } from '@/components/i18n/link';
import { LanguageSwitch } from '@/components/i18n/language-switch';

let mockLocale: string | undefined;
let mockPathname = '/';
jest.mock('next/navigation', () => ({ useParams: () => ({ locale: mockLocale }), usePathname: () => mockPathname }));

afterEach(() => {
  document.cookie = 'NEXT_LOCALE=; max-age=0; path=/';
});

test('on an English page the switch offers Urdu for the same page, written in Urdu', () => {
  mockLocale = 'en';
  mockPathname = '/product/12';
  render(<LanguageSwitch />);
  const link = screen.getByRole('link', { name: 'اردو' });
  expect(link).toHaveAttribute('href', '/ur/product/12');
  expect(link).toHaveAttribute('lang', 'ur');
  expect(link).toHaveAttribute('hreflang', 'ur');
});

test('following it remembers the choice and keeps the query and fragment', () => {
  mockLocale = 'ur';
  mockPathname = '/ur/shop';
  window.history.replaceState(null, '', '/ur/shop?sort=name#results');
  render(<LanguageSwitch />);
  const link = screen.getByRole('link', { name: 'English' });
  expect(link).toHaveAttribute('href', '/shop');
  // jsdom does not navigate; the click's own handler runs and the link's address is what the browser would follow.
  link.addEventListener('click', (event) => event.preventDefault());
  fireEvent.click(link);
  expect(document.cookie).toContain('NEXT_LOCALE=en');
  expect(link).toHaveAttribute('href', '/shop?sort=name#results');
  window.history.replaceState(null, '', '/');
});

test("links lead to the page in the page's language; other addresses pass through", () => {
  mockLocale = 'ur';
  render(
    <>
      <Link href="/cart">Cart</Link>
      <Link href="/api/cities">Cities</Link>
      <Link href="https://wa.me/923001234567">WhatsApp</Link>
    </>,
  );
  expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/ur/cart');
  expect(screen.getByRole('link', { name: 'Cities' })).toHaveAttribute('href', '/api/cities');
  expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/923001234567');
});

test('outside app/[locale] (no locale segment) links stay English', () => {
  mockLocale = undefined;
  render(<Link href="/cart">Cart</Link>);
  expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
});
