import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { SignInGate } from '@/components/auth/sign-in-gate';
import { StorefrontFrame } from '@/components/layout/storefront-frame';
import { getCurrentUser } from '@/lib/auth/queries';
import { getShopSettings } from '@/lib/settings/queries';

/** Per-shopper pages: rendered on every request, never cached, never indexed. */
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The sign-in gate of /orders, /orders/{orderNumber} and /settings (spec §2): a visitor who is not
 * signed in sees "Authentication Required" with Sign In instead of the page (no redirect).
 * proxy.ts has refreshed the session cookies before this runs; the check asks the auth server.
 */
export default async function AccountLayout({ children }: { children: ReactNode }) {
  const [user, settings] = await Promise.all([getCurrentUser(), getShopSettings()]);
  return (
    <StorefrontFrame user={user} settings={settings}>
      {user ? children : <SignInGate />}
    </StorefrontFrame>
  );
}
