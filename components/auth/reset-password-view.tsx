'use client';

import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { BrandMark } from '@/components/ui/brand-mark';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { FormMessage } from '@/components/ui/form-fields';
import { Spinner } from '@/components/ui/spinner';
import { authEndpoints } from '@/lib/auth/contract';
import { RESET_LINK_INVALID } from '@/lib/auth/messages';
import { callEndpoint, errorMessage } from '@/lib/api/client';
import { useAuth } from './auth-provider';
import { NewPasswordForm } from './new-password-form';

type View =
  | { kind: 'checking' }
  | { kind: 'no-link' }
  | { kind: 'invalid'; message: string }
  | { kind: 'ready'; email: string }
  | { kind: 'done'; message: string };

type RecoveryLink = { kind: 'token'; tokenHash: string } | { kind: 'refused' } | { kind: 'none' };

function readLink(params: URLSearchParams): RecoveryLink {
  const tokenHash = params.get('token_hash');
  if (params.get('error_code') || params.get('error')) return { kind: 'refused' };
  if (params.get('type') !== 'recovery' || !tokenHash) return { kind: 'none' };
  return { kind: 'token', tokenHash };
}

/** Replaces the address without reloading: the token leaves the URL (and the history) once used. */
function replaceAddress(search: string) {
  window.history.replaceState(window.history.state, '', `/reset-password${search}`);
}

/**
 * The reset page: redeems the mailed token on the server (verifyOtp type recovery), lets the
 * shopper choose a new password, and leaves them signed in. A used or expired link says so and
 * offers a new one. While the address says type=recovery the header does not show the shopper as
 * signed in (spec §4); after the new password is saved it does. Rendered in the browser only (it
 * reads the address), inside a Suspense boundary whose fallback is ResetPasswordChecking.
 */
export function ResetPasswordView() {
  const { notify, openSignIn } = useAuth();
  const params = useSearchParams();
  // The link this page was opened with: the address changes once the token is used.
  const [link] = useState(() => readLink(params));
  const [done, setDone] = useState<string | null>(null);
  const tokenHash = link.kind === 'token' ? link.tokenHash : null;
  // A token is redeemed once per page load, never retried: a second try would find it used.
  const redemption = useQuery({
    queryKey: ['auth', 'recovery', tokenHash],
    queryFn: () => callEndpoint(authEndpoints.recovery, { body: { tokenHash } }),
    enabled: tokenHash !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnReconnect: false,
  });
  const notifyRef = useRef(notify);
  useEffect(() => {
    notifyRef.current = notify;
  });

  const redeemed = redemption.data ?? null;
  const refused = link.kind === 'refused' || redemption.isError;
  useEffect(() => {
    if (refused) replaceAddress('');
  }, [refused]);
  useEffect(() => {
    if (!redeemed) return;
    replaceAddress('?type=recovery');
    notifyRef.current('PASSWORD_RECOVERY', redeemed.user);
  }, [redeemed]);

  const view: View = done
    ? { kind: 'done', message: done }
    : link.kind === 'none'
      ? { kind: 'no-link' }
      : link.kind === 'refused'
        ? { kind: 'invalid', message: RESET_LINK_INVALID }
        : redemption.isError
          ? { kind: 'invalid', message: errorMessage(redemption.error, RESET_LINK_INVALID) }
          : redeemed
            ? { kind: 'ready', email: redeemed.user.email }
            : { kind: 'checking' };

  const requestNewLink = () => openSignIn({ mode: 'forgot-password' });

  return (
    <ResetFrame
      title={
        view.kind === 'done'
          ? 'Password changed'
          : view.kind === 'ready' || view.kind === 'checking'
            ? 'Choose a new password'
            : 'Reset your password'
      }
    >
      {view.kind === 'checking' && <CheckingLink />}
      {view.kind === 'no-link' && (
        <div className="space-y-5">
          <p className="leading-relaxed text-walnut-600">
            Open this page from the link in your password reset email. If you need a new link, we can send one.
          </p>
          <RequestLinkButton onClick={requestNewLink} />
        </div>
      )}
      {view.kind === 'invalid' && (
        <div className="space-y-5">
          <FormMessage tone="error">{view.message}</FormMessage>
          <RequestLinkButton onClick={requestNewLink} />
        </div>
      )}
      {view.kind === 'ready' && (
        <div className="space-y-5">
          <p className="leading-relaxed text-walnut-600">
            For <strong className="font-semibold text-walnut-900">{view.email}</strong>. Use at least 6 characters.
          </p>
          <NewPasswordForm
            submitLabel="Save New Password"
            showSuccess={false}
            onChanged={(user, message) => {
              replaceAddress('');
              notify('USER_UPDATED', user);
              setDone(`${message} You are now signed in.`);
            }}
          />
        </div>
      )}
      {view.kind === 'done' && (
        <div className="space-y-6">
          <FormMessage tone="success">{view.message}</FormMessage>
          <div className="flex flex-col gap-3 sm:flex-row">
            <ButtonLink href="/shop">Continue shopping</ButtonLink>
            <ButtonLink href="/orders" variant="secondary">
              My Orders
            </ButtonLink>
          </div>
        </div>
      )}
    </ResetFrame>
  );
}

/** What the page shows before the browser has read the link (the server's HTML, the Suspense fallback). */
export function ResetPasswordChecking() {
  return (
    <ResetFrame title="Choose a new password">
      <CheckingLink />
    </ResetFrame>
  );
}

function ResetFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="reset-title" className="rounded-3xl border border-sand bg-white p-7 shadow-xl shadow-walnut-900/5 sm:p-10">
      <BrandMark size={48} />
      <h1 id="reset-title" className="mt-5 font-display text-3xl font-bold text-walnut-950 sm:text-4xl">
        {title}
      </h1>
      <div className="mt-6">{children}</div>
    </section>
  );
}

function CheckingLink() {
  return (
    <div className="flex justify-center py-10">
      <Spinner label="Checking your reset link…" size={44} />
    </div>
  );
}

function RequestLinkButton({ onClick }: { onClick: () => void }) {
  return <Button onClick={onClick}>Request a new link</Button>;
}
