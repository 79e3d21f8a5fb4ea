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
  // These pages stay static: no cookies are read here. The header learns who is signed in in the
  // browser, from the auth provider mounted in app/layout.tsx (components/auth/auth-provider.tsx).
  return (
    <StorefrontFrame user={null} paymentIssue={paymentIssueBannerEnabled()}>
      {children}
    </StorefrontFrame>
  );
}
