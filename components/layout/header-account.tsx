'use client';

import { useAccountActions, type ShellUser } from './account-actions';
import { SignInButton } from './sign-in-button';
import { UserMenu } from './user-menu';

/** Sign In for guests, the user menu for signed-in shoppers (desktop header). */
export function HeaderAccount({ user }: { user: ShellUser | null }) {
  const { onSignIn, onSignOut } = useAccountActions();
  return user ? <UserMenu email={user.email} onSignOut={onSignOut} /> : <SignInButton onSignIn={onSignIn} />;
}
