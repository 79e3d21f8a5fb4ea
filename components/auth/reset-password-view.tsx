'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { BrandMark } from '@/components/layout/brand-mark';
import { Spinner } from '@/components/ui/spinner';
import { postJson } from '@/lib/auth/api-client';
import { RESET_LINK_INVALID } from '@/lib/auth/messages';
import type { UserResult } from '@/lib/auth/types';
import { useAuth } from './auth-provider';
import { FormMessage } from './form-fields';
import { NewPasswordForm } from './new-password-form';

type View =
  | { kind: 'checking' }
  | { kind: 'no-link' }
  | { kind: 'invalid'; message: string }
  | { kind: 'ready'; email: string }
  | { kind: 'done'; message: string };

/** A token is redeemed once per page, even if React runs the effect twice. */
const redemptions = new Map<string, Promise<UserResult>>();

function redeem(tokenHash: string): Promise<UserResult> {
  let pending = redemptions.get(tokenHash);
  if (!pending) {
    pending = postJson<UserResult>('/api/auth/recovery', { tokenHash });
    redemptions.set(tokenHash, pending);
  }
  return pending;
}

/** Replaces the address without reloading: the token leaves the URL (and the history) once used. */
function replaceAddress(search: string) {
  window.history.replaceState(window.history.state, '', `/reset-password${search}`);
}

/**
 * The reset page: redeems the mailed token on the server (verifyOtp type recovery), lets the
 * shopper choose a new password, and leaves them signed in. A used or expired link says so and
 * offers a new one. While the address says type=recovery the header does not show the shopper as
 * signed in (spec §4); after the new password is saved it does.
 */
export function ResetPasswordView() {
  const { notify, openSignIn } = useAuth();
  const [view, setView] = useState<View>({ kind: 'checking' });
  const notifyRef = useRef(notify);
  useEffect(() => {
    notifyRef.current = notify;
  });

  // Once per page load: read the link, redeem it, take it out of the address.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const tokenHash = params.get('token_hash');
    if (params.get('error_code') || params.get('error')) {
      replaceAddress('');
      setView({ kind: 'invalid', message: RESET_LINK_INVALID });
      return;
    }
    if (params.get('type') !== 'recovery' || !tokenHash) {
      setView({ kind: 'no-link' });
      return;
    }
    let live = true;
    void redeem(tokenHash).then((result) => {
      if (!live) return;
      if (result.ok) {
        replaceAddress('?type=recovery');
        notifyRef.current('PASSWORD_RECOVERY', result.user);
        setView({ kind: 'ready', email: result.user.email });
      } else {
        replaceAddress('');
        setView({ kind: 'invalid', message: result.message });
      }
    });
    return () => {
      live = false;
    };
  }, []);

  const requestNewLink = () => openSignIn({ mode: 'forgot-password' });

  return (
    <section aria-labelledby="reset-title" className="rounded-3xl border border-sand bg-white p-7 shadow-xl shadow-walnut-900/5 sm:p-10">
      <BrandMark size={48} />
      <h1 id="reset-title" className="mt-5 font-display text-3xl font-bold text-walnut-950 sm:text-4xl">
        {view.kind === 'done' ? 'Password changed' : view.kind === 'ready' || view.kind === 'checking' ? 'Choose a new password' : 'Reset your password'}
      </h1>
      <div className="mt-6">
        {view.kind === 'checking' && (
          <div className="flex justify-center py-10">
            <Spinner label="Checking your reset link…" size={44} />
          </div>
        )}
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
                setView({ kind: 'done', message: `${message} You are now signed in.` });
              }}
            />
          </div>
        )}
        {view.kind === 'done' && (
          <div className="space-y-6">
            <FormMessage tone="success">{view.message}</FormMessage>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Link href="/shop" className="inline-flex items-center justify-center rounded-full bg-walnut-900 px-6 py-3 font-semibold text-snow transition-colors hover:bg-walnut-800">
                Continue shopping
              </Link>
              <Link
                href="/orders"
                className="inline-flex items-center justify-center rounded-full border border-walnut-300 px-6 py-3 font-semibold text-walnut-800 transition-colors hover:border-walnut-500 hover:bg-cream"
              >
                My Orders
              </Link>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

function RequestLinkButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className="inline-flex items-center justify-center rounded-full bg-walnut-900 px-6 py-3 font-semibold text-snow transition-colors hover:bg-walnut-800">
      Request a new link
    </button>
  );
}
