'use client';

import { useLocalizedRouter } from '@/components/i18n/use-locale';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { StrokeIcon } from '@/components/ui/icon-base';
import { UserIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { storeRedirectAfterAuth } from '@/lib/auth/redirect-storage';
import { useAuth } from './auth-provider';

const GATE_TITLE = 'Authentication Required';
const GATE_MESSAGE = 'Please sign in or create an account to view this page.';

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * What a signed-out visitor sees on a protected page (spec §2 "Sign-in gate", §4): the wanted
 * path and query are kept as redirectAfterAuth and the sign-in dialog opens with that redirect;
 * after signing in the shopper lands back here. A spinner shows while the sign-in state loads,
 * and while the page reloads for a shopper who has just signed in.
 */
export function SignInGate() {
  const { status, user, openSignIn } = useAuth();
  const router = useLocalizedRouter();
  const opened = useRef(false);

  useEffect(() => {
    if (status !== 'ready' || opened.current) return;
    opened.current = true;
    if (user) {
      // Signed in in the browser, but this page was rendered before: render it again.
      router.refresh();
      return;
    }
    const target = currentPath();
    storeRedirectAfterAuth(target);
    openSignIn({ redirectTo: target });
  }, [status, user, openSignIn, router]);

  if (status === 'loading' || user) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center py-24">
        <Spinner label={user ? 'Signing you in…' : 'Checking your sign-in…'} size={48} />
      </div>
    );
  }

  return (
    <section aria-labelledby="gate-title" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="relative inline-flex size-20 items-center justify-center rounded-3xl bg-cream text-apricot-700 shadow-inner shadow-walnut-900/5">
        <LockIcon />
        <span className="absolute -inset-e-2 -bottom-2 inline-flex size-8 items-center justify-center rounded-full bg-walnut-900 text-snow ring-4 ring-snow">
          <UserIcon width={16} height={16} />
        </span>
      </span>
      <h1 id="gate-title" className="mt-8 font-display text-4xl font-bold text-walnut-950 sm:text-5xl">
        {GATE_TITLE}
      </h1>
      <p className="mt-4 max-w-lg text-lg leading-relaxed text-walnut-600">{GATE_MESSAGE}</p>
      <div className="mt-9 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Button
          size="lg"
          onClick={() => {
            const target = currentPath();
            storeRedirectAfterAuth(target);
            openSignIn({ redirectTo: target });
          }}
        >
          <UserIcon width={18} height={18} />
          Sign In
        </Button>
        <ButtonLink href="/shop" variant="secondary" size="lg">
          Continue shopping
        </ButtonLink>
      </div>
    </section>
  );
}

function LockIcon() {
  return (
    <StrokeIcon width="36" height="36">
      <rect x="4.5" y="10.5" width="15" height="10" rx="2.2" />
      <path d="M8 10.5V7.8a4 4 0 0 1 8 0v2.7" />
      <path d="M12 14.5v2.2" />
    </StrokeIcon>
  );
}
