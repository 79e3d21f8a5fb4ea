'use client';

import { usePathname } from 'next/navigation';
import { useLocalizedPath, useLocalizedRouter } from '@/components/i18n/use-locale';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { AccountActionsProvider, type AccountActions } from '@/components/auth/account-actions';
import { clientOnlyLazy } from '@/components/ui/client-only-lazy';
import { callEndpoint } from '@/lib/api/client';
import { isIOS, storeRedirectAfterAuth, takeRedirectAfterAuth } from '@/lib/auth/redirect-storage';
import { sessionEndpoints } from '@/lib/auth/session-contract';
import type { AuthEvent, AuthUser, SessionResponse, SignedIn, SignedUp } from '@/lib/auth/types';
import type { AuthMode } from './sign-in-dialog';
import { useMetaPixel } from './use-meta-pixel';
import { useSessionWatch } from './use-session-watch';

// The dialog and its forms (with their zod schemas) load when it first opens, not with every page.
const SignInDialog = clientOnlyLazy(() => import('./sign-in-dialog').then((module) => module.SignInDialog));

export interface OpenSignInOptions {
  mode?: AuthMode;
  /** A same-site path to go to after signing in (kept as redirectAfterAuth). */
  redirectTo?: string | null;
  notice?: string | null;
}

export interface AuthContextValue {
  /** 'loading' until the server has said who is signed in. */
  status: 'loading' | 'ready';
  user: AuthUser | null;
  openSignIn: (options?: OpenSignInOptions) => void;
  /** Reports an auth event after a server call succeeded (spec §4's events). */
  notify: (event: AuthEvent, user?: AuthUser | null) => void;
  /** Signs out everywhere, clears local and session storage, and goes to / (spec §4). */
  signOut: (options?: { serverDone?: boolean }) => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** The auth state; throws outside <AuthProvider> (spec §8: a context hook outside its provider). */
export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** The auth state, or null outside <AuthProvider> (for widgets that also render on their own, e.g. in tests). */
export function useOptionalAuth(): AuthContextValue | null {
  return use(AuthContext);
}

const NOTICES: Record<string, string> = {
  'link-expired': 'That link has expired or has already been used. Please sign in, or request a new link.',
  'confirmed-sign-in': 'Your email address is confirmed. Please sign in.',
  'link-invalid': 'That link is not valid. Please sign in.',
};

interface DialogState {
  open: boolean;
  mode: AuthMode;
  notice: string | null;
  redirectTo: string | null;
  confirmation: string | null;
  session: number;
}

const isRecoveryUrl = () => new URLSearchParams(window.location.search).get('type') === 'recovery';

const SESSION_QUERY_KEY = ['auth', 'session'] as const;

/** Who is signed in, according to the server. */
const readSession = (): Promise<SessionResponse> => callEndpoint(sessionEndpoints.session, {});

/**
 * The browser's auth state. The browser holds no tokens (the session lives in HttpOnly cookies):
 * it learns who is signed in from GET /api/auth/session on load, when the tab regains focus or
 * becomes visible, shortly before the access token expires, and when another tab signs in or
 * out; and from the events that follow its own sign-in, sign-up, reset and sign-out calls.
 * Events set the user, except while the address says type=recovery (spec §4). On SIGNED_IN a
 * stored redirectAfterAuth is followed once and cleared. Provides the sign-in dialog and the
 * header's account controls; loads the ad pixel when one is configured.
 */
export function AuthProvider({ children, pixelId = null }: { children: ReactNode; pixelId?: string | null }) {
  const router = useLocalizedRouter();
  const localized = useLocalizedPath();
  const pathname = usePathname();
  const [state, setState] = useState<{ status: 'loading' | 'ready'; user: AuthUser | null }>({ status: 'loading', user: null });
  const [dialog, setDialog] = useState<DialogState>({
    open: false,
    mode: 'login',
    notice: null,
    redirectTo: null,
    confirmation: null,
    session: 0,
  });
  const userRef = useRef<AuthUser | null>(null);
  const expiresAt = useRef<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const queryClient = useQueryClient();
  const signOutRequest = useMutation({ mutationFn: () => callEndpoint(sessionEndpoints.signOut, {}) });
  // Ask again when the tab comes back, shortly before the token expires, and when another tab signs in or out.
  const recheckRef = useRef<(initial?: boolean) => Promise<void>>(async () => {});
  const tellOtherTabs = useSessionWatch(recheckRef, expiresAt);

  const setUser = useCallback((user: AuthUser | null) => {
    userRef.current = user;
    setState({ status: 'ready', user });
  }, []);

  const navigateTo = useCallback(
    (target: string) => {
      if (isIOS()) {
        window.location.assign(target);
        return;
      }
      router.push(target);
      router.refresh();
    },
    [router],
  );

  const notify = useCallback(
    (event: AuthEvent, user?: AuthUser | null) => {
      if (event === 'SIGNED_OUT') setUser(null);
      else if (!isRecoveryUrl()) setUser(user ?? userRef.current);
      else setState((current) => ({ ...current, status: 'ready' }));
      if (event === 'SIGNED_IN' || event === 'SIGNED_OUT') tellOtherTabs(event);
      if (event === 'SIGNED_IN') {
        const target = takeRedirectAfterAuth();
        if (target) navigateTo(target);
        else router.refresh();
      }
    },
    [navigateTo, router, setUser, tellOtherTabs],
  );

  /** Compares what the server says with what the page shows, and reports the difference as an event. */
  const applySession = useCallback(
    (session: SessionResponse, initial: boolean) => {
      expiresAt.current = session.expiresAt;
      const before = userRef.current;
      const after = session.user;
      if (initial) {
        if (isRecoveryUrl()) setState({ status: 'ready', user: null });
        else setUser(after);
        return;
      }
      if (before && !after) {
        notify('SIGNED_OUT');
        router.refresh();
      } else if (after && before?.id !== after.id) notify('SIGNED_IN', after);
      else if (after && session.event === 'TOKEN_REFRESHED') notify('TOKEN_REFRESHED', after);
    },
    [notify, router, setUser],
  );

  /** Asks the server who is signed in (retried like every read); when it cannot say, the page keeps what it knew. */
  const recheck = useCallback(
    async (initial = false) => {
      // Asked even when the browser says it is offline: the page then learns at once that it cannot know.
      const session = await queryClient
        .fetchQuery({ queryKey: SESSION_QUERY_KEY, queryFn: readSession, staleTime: 0, networkMode: 'always' })
        .catch(() => null);
      if (session) applySession(session, initial);
      else if (initial) setState((current) => ({ ...current, status: 'ready' }));
    },
    [applySession, queryClient],
  );
  useEffect(() => {
    recheckRef.current = recheck;
  }, [recheck]);

  // On load: who is signed in; then ?signin=1 (from email links and old bookmarks) opens the dialog.
  useEffect(() => {
    const url = new URL(window.location.href);
    const linkOpensDialog = url.searchParams.get('signin') === '1';
    const notice = NOTICES[url.searchParams.get('notice') ?? ''] ?? null;
    if (linkOpensDialog) {
      url.searchParams.delete('signin');
      url.searchParams.delete('notice');
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    }
    // recheck sets state only once the server has answered, never during this effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void recheck(true).then(() => {
      if (!linkOpensDialog) return;
      setDialog((current) => ({
        ...current,
        open: true,
        mode: 'login',
        notice,
        redirectTo: null,
        confirmation: null,
        session: current.session + 1,
      }));
    });
  }, [recheck]);

  const trackPixelEvent = useMetaPixel(pixelId, pathname);

  const openSignIn = useCallback((options: OpenSignInOptions = {}) => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setDialog((current) => ({
      open: true,
      mode: options.mode ?? 'login',
      notice: options.notice ?? null,
      redirectTo: options.redirectTo ?? null,
      confirmation: null,
      session: current.session + 1,
    }));
  }, []);

  const closeDialog = useCallback(() => setDialog((current) => ({ ...current, open: false, confirmation: null })), []);

  const signedIn = useCallback(
    (user: AuthUser) => {
      const { redirectTo } = dialog;
      closeDialog();
      if (redirectTo) {
        window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
        storeRedirectAfterAuth(redirectTo);
      }
      notify('SIGNED_IN', user);
    },
    [closeDialog, dialog, notify],
  );

  const onSignedIn = useCallback(
    (result: SignedIn) => {
      trackPixelEvent('USER_LOGGED_IN', result.pixel);
      signedIn(result.user);
    },
    [signedIn, trackPixelEvent],
  );

  const onSignedUp = useCallback(
    (result: SignedUp) => {
      trackPixelEvent('COMPLETE_REGISTRATION', result.pixel);
      if (result.status === 'signed-in') signedIn(result.user);
      else setDialog((current) => ({ ...current, confirmation: result.message }));
    },
    [signedIn, trackPixelEvent],
  );

  const { mutateAsync: requestSignOut } = signOutRequest;
  const signOut = useCallback(
    async ({ serverDone = false }: { serverDone?: boolean } = {}) => {
      // Signed out here whatever the server answers: the cookies are the server's to clear, the storage ours.
      if (!serverDone) await requestSignOut().catch(() => undefined);
      try {
        window.localStorage.clear();
      } catch {
        // Storage disabled: nothing to clear.
      }
      try {
        window.sessionStorage.clear();
      } catch {
        // Storage disabled: nothing to clear.
      }
      notify('SIGNED_OUT');
      // A full load of the home page: nothing of the shopper's stays in memory either.

      window.location.assign(localized('/'));
    },
    [notify, requestSignOut, localized],
  );

  const auth = useMemo<AuthContextValue>(
    () => ({ status: state.status, user: state.user, openSignIn, notify, signOut }),
    [state, openSignIn, notify, signOut],
  );
  const actions = useMemo<AccountActions>(
    () => ({
      onSignIn: () => openSignIn(),
      onSignOut: () => signOut(),
      user: state.user ? { email: state.user.email, isAdmin: state.user.isAdmin === true } : null,
      loading: state.status === 'loading',
    }),
    [openSignIn, signOut, state],
  );

  return (
    <AuthContext value={auth}>
      <AccountActionsProvider value={actions}>
        {children}
        {dialog.session > 0 && (
          <SignInDialog
            open={dialog.open}
            mode={dialog.mode}
            notice={dialog.notice}
            session={dialog.session}
            confirmation={dialog.confirmation}
            onModeChange={(mode) => setDialog((current) => ({ ...current, mode, notice: null, confirmation: null }))}
            onClose={closeDialog}
            onSignedIn={onSignedIn}
            onSignedUp={onSignedUp}
            opener={opener}
          />
        )}
      </AccountActionsProvider>
    </AuthContext>
  );
}
