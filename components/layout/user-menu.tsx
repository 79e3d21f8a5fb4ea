'use client';

import { Link } from '@/components/i18n/link';
import { ChevronDownIcon, UserIcon } from '@/components/ui/icons';
import { SignOutButton } from './sign-in-button';
import { accountLinksFor } from './site-links';
import { useRouteDisclosure } from './use-route-disclosure';

const ITEM_CLASS =
  'block w-full rounded-lg px-3 py-2 text-start text-sm font-medium text-walnut-800 transition-colors hover:bg-cream hover:text-walnut-950';

/** Signed-in shoppers' menu: their email, My Orders, Settings (and the console, for admins) and Sign Out. */
export function UserMenu({
  email,
  isAdmin = false,
  onSignOut,
}: {
  email: string;
  isAdmin?: boolean;
  onSignOut?: () => void | Promise<void>;
}) {
  const { open, buttonProps, panelProps } = useRouteDisclosure();
  return (
    <div className="relative">
      <button
        {...buttonProps}
        className="inline-flex max-w-64 items-center gap-2 rounded-full border border-sand bg-white px-3 py-2 text-sm font-medium text-walnut-800 transition-colors hover:border-walnut-300"
      >
        <UserIcon width={18} height={18} />
        <span className="truncate">{email}</span>
        <ChevronDownIcon width={16} height={16} className={`shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        {...panelProps}
        className="absolute inset-e-0 z-50 mt-2 w-64 rounded-2xl border border-sand bg-white p-2 shadow-xl shadow-walnut-900/10"
      >
        <p className="border-b border-sand px-3 pt-2 pb-3 text-xs text-walnut-600">
          Signed in as
          <span className="mt-0.5 block truncate text-sm font-semibold text-walnut-900">{email}</span>
        </p>
        <ul className="pt-2">
          {accountLinksFor({ isAdmin }).map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={ITEM_CLASS}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <SignOutButton onSignOut={onSignOut} className={ITEM_CLASS} />
          </li>
        </ul>
      </div>
    </div>
  );
}
