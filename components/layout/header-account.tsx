'use client';

import { lazy, Suspense } from 'react';
import { useAccountActions, type ShellUser } from '../auth/account-actions';
import { SignInButton } from './sign-in-button';

/** Only signed-in shoppers see the user menu: its code loads when one is known, not with every page. */
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

/**
 * The shopper to show: what the auth provider reports once it knows, else the `user` the page was
 * rendered with. `null` with `pending` while the provider is still asking and the page knew no one.
 */
export function useShellUser(rendered: ShellUser | null): { user: ShellUser | null; pending: boolean } {
  const { user, loading } = useAccountActions();
  if (user === undefined) return { user: rendered, pending: false };
  if (loading) return { user: rendered, pending: rendered === null };
  return { user, pending: false };
}

/** Sign In for guests, the user menu for signed-in shoppers (desktop header); a placeholder while unknown. */
export function HeaderAccount({ user }: { user: ShellUser | null }) {
  const { onSignIn, onSignOut } = useAccountActions();
  const shown = useShellUser(user);
  if (shown.pending) return <AccountPlaceholder />;
  if (!shown.user) return <SignInButton onSignIn={onSignIn} />;
  return (
    <Suspense fallback={<AccountPlaceholder />}>
      <UserMenu email={shown.user.email} isAdmin={shown.user.isAdmin} onSignOut={onSignOut} />
    </Suspense>
  );
}

/** Holds the Sign In button's place while the sign-in state loads, so nothing jumps. */
export function AccountPlaceholder({ className = '' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid="account-placeholder"
      className={`inline-block h-10 w-28 animate-pulse rounded-full bg-walnut-100 ${className}`}
    />
  );
}
