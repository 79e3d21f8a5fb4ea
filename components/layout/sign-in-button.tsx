'use client';

import Link from 'next/link';
import { UserIcon } from '@/components/ui/icons';
import { SIGN_IN_FALLBACK_HREF, SIGN_OUT_FALLBACK_HREF } from './site-links';

const SIGN_IN_CLASS =
  'inline-flex items-center justify-center gap-2 rounded-full bg-walnut-900 px-5 py-2.5 text-sm font-semibold text-snow shadow-sm transition-colors hover:bg-walnut-800';

/** Guests' Sign In: calls `onSignIn` (opens the dialog) or, without one, links to the fallback. */
export function SignInButton({ onSignIn, className = '' }: { onSignIn?: () => void; className?: string }) {
  const content = (
    <>
      <UserIcon width={18} height={18} />
      Sign In
    </>
  );
  if (onSignIn) {
    return (
      <button type="button" onClick={onSignIn} className={`${SIGN_IN_CLASS} ${className}`}>
        {content}
      </button>
    );
  }
  return (
    <Link href={SIGN_IN_FALLBACK_HREF} className={`${SIGN_IN_CLASS} ${className}`}>
      {content}
    </Link>
  );
}

/** Sign Out: calls `onSignOut` or, without one, links to the fallback. */
export function SignOutButton({ onSignOut, className = '' }: { onSignOut?: () => void | Promise<void>; className?: string }) {
  if (onSignOut) {
    return (
      <button type="button" onClick={() => void onSignOut()} className={className}>
        Sign Out
      </button>
    );
  }
  return (
    <Link href={SIGN_OUT_FALLBACK_HREF} className={className}>
      Sign Out
    </Link>
  );
}
