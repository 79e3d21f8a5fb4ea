'use client';

import { Link } from '@/components/i18n/link';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { UserIcon } from '@/components/ui/icons';
import { SIGN_IN_FALLBACK_HREF, SIGN_OUT_FALLBACK_HREF } from './site-links';

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
      <Button size="sm" onClick={onSignIn} className={className}>
        {content}
      </Button>
    );
  }
  return (
    <ButtonLink href={SIGN_IN_FALLBACK_HREF} size="sm" className={className}>
      {content}
    </ButtonLink>
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
