'use client';

import { createContext, use, type ReactNode } from 'react';

/**
 * What the header's Sign In and Sign Out controls do, and who is signed in. The auth layer
 * (components/auth/auth-provider.tsx) provides them through <AccountActionsProvider>: Sign In opens
 * the sign-in dialog, Sign Out ends the session, `user` is the shopper the server reported
 * (`loading` until it has). The storefront's pages are static, so the header learns the shopper
 * here, in the browser. Without a provider the controls are plain links (see SIGN_IN_FALLBACK_HREF)
 * and the header shows the `user` it was rendered with.
 */
export interface AccountActions {
  onSignIn?: () => void;
  onSignOut?: () => void | Promise<void>;
  /** Undefined: the provider does not know the user (the header's own `user` prop counts). */
  user?: ShellUser | null;
  loading?: boolean;
}

const AccountActionsContext = createContext<AccountActions>({});

export function AccountActionsProvider({ value, children }: { value: AccountActions; children: ReactNode }) {
  return <AccountActionsContext value={value}>{children}</AccountActionsContext>;
}

export function useAccountActions(): AccountActions {
  return use(AccountActionsContext);
}

/** The signed-in shopper as the page shell needs them. */
export interface ShellUser {
  email: string;
  isAdmin?: boolean;
}
