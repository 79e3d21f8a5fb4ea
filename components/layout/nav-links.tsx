'use client';

import { useShopPathname } from '@/components/i18n/use-locale';
import { MainLinkItems } from './main-link-items';
import type { SiteLink } from './site-links';

/** The desktop header's main links; the current page is marked with aria-current. */
export function NavLinks({ links }: { links: readonly SiteLink[] }) {
  const pathname = useShopPathname();
  return (
    <ul className="flex items-center gap-1">
      <MainLinkItems
        links={links}
        pathname={pathname}
        linkClass={(current) =>
          `relative rounded-full px-4 py-2 text-[0.95rem] font-medium transition-colors hover:bg-walnut-100 hover:text-walnut-950 ${current ? 'text-walnut-950' : 'text-walnut-700'}`
        }
        currentMarker={<span aria-hidden="true" className="absolute inset-x-4 -bottom-0.5 h-0.5 rounded-full bg-apricot-500" />}
      />
    </ul>
  );
}
