import type { ReactNode } from 'react';
import { paymentIssueBannerEnabled } from '@/components/layout/payment-issue-banner';
import { StorefrontFrame } from '@/components/layout/storefront-frame';

/**
 * Static storefront pages are regenerated at most once a minute, so switching PAYMENT_ISSUE_BANNER
 * on a running server (restart with the new environment) shows or hides the banner within a minute
 * without a rebuild.
 */
export const revalidate = 60;

export default function StorefrontLayout({ children }: { children: ReactNode }) {
  // Accounts are not wired yet: every visitor is a guest until the auth layer passes the signed-in
  // shopper ({ email }) here and provides the header's sign-in/sign-out callbacks.
  const user = null;
  return (
    <StorefrontFrame user={user} paymentIssue={paymentIssueBannerEnabled()}>
      {children}
    </StorefrontFrame>
  );
}
