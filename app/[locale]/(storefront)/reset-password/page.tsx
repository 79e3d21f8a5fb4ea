import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ResetPasswordChecking, ResetPasswordView } from '@/components/auth/reset-password-view';

export const metadata: Metadata = {
  title: 'Reset your password',
  robots: { index: false, follow: false },
  // The address carries a one-time token until it is used (proxy.ts also sends no-referrer).
  referrer: 'no-referrer',
};

/**
 * /reset-password?type=recovery&token_hash=… (spec §2): the link in the password-reset mail. Open
 * to everyone (a recovery link bypasses the sign-in gate). The page is static: the server's HTML
 * shows the "checking" state, and the browser reads the link, redeems the token with a POST and
 * removes it from the address.
 */
export default function ResetPasswordPage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-14 sm:py-20">
      <Suspense fallback={<ResetPasswordChecking />}>
        <ResetPasswordView />
      </Suspense>
    </div>
  );
}
