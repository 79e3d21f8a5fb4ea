import type { ReactNode } from 'react';
import { StorefrontFrame } from '@/components/layout/storefront-frame';
import { getShopSettings } from '@/lib/settings/queries';

/**
 * Static storefront pages are regenerated at most once a minute; saving the shop settings in the
 * console expires their `settings` tag, so the footer and the banner change at once.
 */
export const revalidate = 60;

export default async function StorefrontLayout({ children }: { children: ReactNode }) {
  // These pages stay static: no cookies are read here. The header learns who is signed in in the
  // browser, from the auth provider mounted in app/shop-document.tsx (components/auth/auth-provider.tsx).
  return (
    <StorefrontFrame user={null} settings={await getShopSettings()}>
      {children}
    </StorefrontFrame>
  );
}
