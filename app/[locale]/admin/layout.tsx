import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AdminNav, type ConsoleCounts } from '@/components/layout/console-nav';
import { ConsoleLive } from '@/components/layout/console-live';
import { AccessDenied } from '@/components/auth/access-denied';
import { SignInGate } from '@/components/auth/sign-in-gate';
import { StorefrontFrame } from '@/components/layout/storefront-frame';
import { getCurrentTeamRole, getCurrentUser } from '@/lib/auth/queries';
import { getCurrentUnreadMessageCount } from '@/lib/contact/message-queries';
import { getCurrentAdminDashboard } from '@/lib/orders/admin-queries';
import { getShopSettings } from '@/lib/settings/queries';
import { countCurrentWaitingReviews } from '@/lib/testimonials/admin-queries';

export const dynamic = 'force-dynamic';
// The console installs as an app of its own (its alerts open in it), beside the storefront's.
export const metadata: Metadata = {
  title: { default: 'Admin', template: '%s | Admin' },
  robots: { index: false, follow: false },
  manifest: '/console.webmanifest',
};

/**
 * What waits in the console's sections, for the navigation's badges (the home page reads the same,
 * once). A failed count leaves the badges out rather than the page.
 */
async function getConsoleCounts(): Promise<ConsoleCounts | null> {
  try {
    const [dashboard, messages, reviews] = await Promise.all([
      getCurrentAdminDashboard(),
      getCurrentUnreadMessageCount(),
      countCurrentWaitingReviews(),
    ]);
    return { orders: dashboard.awaitingConfirmation, messages, reviews };
  } catch (error) {
    console.error('[admin] the console counts could not be read:', error);
    return null;
  }
}

/**
 * Every /admin page: guests get the sign-in gate; signed-in shoppers who are not admins get a 403
 * page; the shop's team (public.team_role(): the owner or staff, read from the database) gets the
 * page, under the sections their role may use with their counts, kept live by ConsoleLive
 * (docs/console.md). Row-level security still decides what each request may do.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const [user, settings] = await Promise.all([getCurrentUser(), getShopSettings()]);
  const role = user ? await getCurrentTeamRole() : null;
  const counts = role ? await getConsoleCounts() : null;
  return (
    <StorefrontFrame user={user} settings={settings} paymentIssue={false} search={false}>
      {!user ? (
        <SignInGate />
      ) : !role ? (
        <AccessDenied email={user.email} />
      ) : (
        <>
          <ConsoleLive />
          <AdminNav counts={counts} role={role} />
          {children}
        </>
      )}
    </StorefrontFrame>
  );
}
