import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AdminNav } from '@/components/layout/console-nav';
import { AccessDenied } from '@/components/auth/access-denied';
import { SignInGate } from '@/components/auth/sign-in-gate';
import { StorefrontFrame } from '@/components/layout/storefront-frame';
import { getCurrentUser, isCurrentUserAdmin } from '@/lib/auth/queries';
import { getShopSettings } from '@/lib/settings/queries';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: { default: 'Admin', template: '%s | Admin' }, robots: { index: false, follow: false } };

/**
 * Every /admin page: guests get the sign-in gate; signed-in shoppers who are not admins get a 403
 * page; admins (public.is_admin(): app_metadata.role = 'admin', read from the database) get the
 * page. Row-level security still decides what an admin's requests may do.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const [user, settings] = await Promise.all([getCurrentUser(), getShopSettings()]);
  const admin = user ? await isCurrentUserAdmin() : false;
  return (
    <StorefrontFrame user={user} settings={settings} paymentIssue={false}>
      {!user ? (
        <SignInGate />
      ) : !admin ? (
        <AccessDenied email={user.email} />
      ) : (
        <>
          <AdminNav />
          {children}
        </>
      )}
    </StorefrontFrame>
  );
}
