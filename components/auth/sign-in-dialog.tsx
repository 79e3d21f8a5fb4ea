'use client';

import { useEffect, useId, useRef, type RefObject } from 'react';
import { BrandMark } from '@/components/ui/brand-mark';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-fields';
import { CloseIcon } from '@/components/ui/icons';
import type { SignedIn, SignedUp } from '@/lib/auth/types';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

export type AuthMode = 'login' | 'signup' | 'forgot-password';

const COPY: Record<AuthMode, { title: string; intro: string }> = {
  login: { title: 'Welcome back', intro: 'Sign in to see your orders and check out faster.' },
  signup: { title: 'Create your account', intro: 'Save your delivery details once. We deliver from Gilgit to anywhere in Pakistan.' },
  'forgot-password': {
    title: 'Reset your password',
    intro: 'Enter the email of your account and we will send you a link to choose a new password.',
  },
};

export interface SignInDialogProps {
  open: boolean;
  mode: AuthMode;
  /** A note shown above the form (e.g. after an email link). */
  notice: string | null;
  /** Changes whenever the dialog opens, so each opening starts with empty forms. */
  session: number;
  /** After sign-up with email confirmation on: the message to check the mailbox. */
  confirmation: string | null;
  onModeChange: (mode: AuthMode) => void;
  onClose: () => void;
  onSignedIn: (result: SignedIn) => void;
  onSignedUp: (result: SignedUp) => void;
  /** The control that opened the dialog (focused again when it closes). */
  opener: RefObject<HTMLElement | null>;
}

/**
 * The sign-in dialog (spec §2, §4): login, signup and forgot-password. A native modal <dialog>:
 * the rest of the page is inert, Escape closes it, and focus returns to the control that opened
 * it. Switching modes starts the new form empty (values, errors, the chosen city).
 */
export function SignInDialog({
  open,
  mode,
  notice,
  session,
  confirmation,
  onModeChange,
  onClose,
  onSignedIn,
  onSignedUp,
  opener,
}: SignInDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const introId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // React's autoFocus ran before the dialog was shown; start in the first field instead of on Close.
      dialog.querySelector<HTMLElement>('input:not([readonly]):not([disabled])')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      const target = opener.current;
      if (target?.isConnected) target.focus();
    }
  }, [open, opener]);

  const copy = COPY[mode];
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={introId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-auto w-[calc(100%-1.5rem)] max-w-xl overflow-visible rounded-3xl bg-snow p-0 text-walnut-900 shadow-2xl shadow-walnut-950/30 backdrop:bg-walnut-950/60 backdrop:backdrop-blur-sm"
    >
      {open && (
        <div className="max-h-[calc(100dvh-1.5rem)] overflow-y-auto rounded-3xl">
          <div className="relative overflow-hidden border-b border-sand bg-gradient-to-br from-cream to-snow px-6 pt-7 pb-6 sm:px-9">
            <div aria-hidden="true" className="absolute -top-16 -inset-e-10 size-44 rounded-full bg-apricot-200/50 blur-2xl" />
            <div className="relative flex items-start justify-between gap-4">
              <BrandMark size={44} />
              <button
                type="button"
                onClick={onClose}
                aria-label="Close"
                className="-mt-1 -me-2 inline-flex size-10 items-center justify-center rounded-full text-walnut-700 transition-colors hover:bg-walnut-100 hover:text-walnut-950"
              >
                <CloseIcon width={22} height={22} />
              </button>
            </div>
            <h2 id={titleId} className="relative mt-4 font-display text-3xl font-bold text-walnut-950">
              {confirmation ? 'Check your email' : copy.title}
            </h2>
            <p id={introId} className="relative mt-2 leading-relaxed text-walnut-600">
              {confirmation ? 'One more step before you can sign in.' : copy.intro}
            </p>
          </div>
          <div className="px-6 py-7 sm:px-9">
            {confirmation ? (
              <div className="space-y-6">
                <FormMessage tone="success">{confirmation}</FormMessage>
                <Button size="lg" onClick={() => onModeChange('login')} className="w-full">
                  Back to sign in
                </Button>
              </div>
            ) : (
              <div key={`${session}-${mode}`} className="space-y-5">
                {notice && <FormMessage tone="info">{notice}</FormMessage>}
                {mode === 'login' && <LoginForm onSwitch={onModeChange} onSignedIn={onSignedIn} />}
                {mode === 'signup' && <SignupForm onSwitch={onModeChange} onSignedUp={onSignedUp} />}
                {mode === 'forgot-password' && <ForgotPasswordForm onSwitch={onModeChange} />}
              </div>
            )}
          </div>
        </div>
      )}
    </dialog>
  );
}
