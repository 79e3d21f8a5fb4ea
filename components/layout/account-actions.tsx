'use client';

import { createContext, use, type ReactNode } from 'react';

/**
 * What the header's Sign In and Sign Out controls do. The auth layer (built separately) provides the
 * callbacks through <AccountActionsProvider>: Sign In opens the sign-in dialog, Sign Out ends the
 * session. Without a provider the controls are plain links (see SIGN_IN_FALLBACK_HREF).
 */
export interface AccountActions {
  onSignIn?: () => void;
  onSignOut?: () => void | Promise<void>;
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
}
