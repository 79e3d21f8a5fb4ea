import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CartCountBridge } from '@/components/layout/cart-count-bridge';
import type { ShopSettings } from '@/lib/settings/types';
import type { ShellUser } from '../auth/account-actions';
import { NavigationSpinner } from './navigation-spinner';
import { PaymentIssueBanner } from './payment-issue-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The page shell of the storefront: skip link, payment-issue banner, header, main content, footer;
 * the cart feeds the header's badge. The shop settings (read on the server) feed the banner and the
 * footer; `paymentIssue: false` keeps the banner off whatever the settings say (the console), and
 * `search: false` the header's search box.
 */
export function StorefrontFrame({
  user,
  settings,
  paymentIssue = true,
  search = true,
  children,
}: {
  user: ShellUser | null;
  settings: ShopSettings;
  paymentIssue?: boolean;
  search?: boolean;
  children: ReactNode;
}) {
  const t = useTranslations('Frame');
  return (
    <CartCountBridge>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-walnut-900 px-4 py-2 font-semibold text-snow focus:not-sr-only focus:fixed focus:top-3 focus:inset-s-3"
      >
        {t('skipToContent')}
      </a>
      {paymentIssue && settings.paymentIssueBanner && <PaymentIssueBanner whatsappNumber={settings.whatsappNumber} />}
      <SiteHeader user={user} search={search} />
      <NavigationSpinner />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter settings={settings} />
    </CartCountBridge>
  );
}
