import type { ReactNode } from 'react';
import { CartCountBridge } from '@/components/cart/cart-count-bridge';
import type { ShellUser } from './account-actions';
import { NavigationSpinner } from './navigation-spinner';
import { PaymentIssueBanner } from './payment-issue-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The page shell of the storefront: skip link, payment-issue banner, header, main content, footer; the cart feeds the header's badge. */
export function StorefrontFrame({
  user,
  paymentIssue,
  children,
}: {
  user: ShellUser | null;
  paymentIssue: boolean;
  children: ReactNode;
}) {
  return (
    <CartCountBridge>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-walnut-900 px-4 py-2 font-semibold text-snow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {paymentIssue && <PaymentIssueBanner />}
      <SiteHeader user={user} />
      <NavigationSpinner />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </CartCountBridge>
  );
}
