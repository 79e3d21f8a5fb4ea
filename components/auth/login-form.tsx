'use client';

import { useMutation } from '@tanstack/react-query';
import { useRef, type FormEvent } from 'react';
import { FormMessage, LinkButton, PasswordField, SubmitButton, TextField } from '@/components/ui/form-fields';
import { submittedForm, useFormFields } from '@/components/ui/use-form-fields';
import { authEndpoints } from '@/lib/auth/contract';
import { loginSchema, validate } from '@/lib/auth/schemas';
import type { SignedIn } from '@/lib/auth/types';
import { callEndpoint } from '@/lib/api/client';
import type { AuthMode } from './sign-in-dialog';
import { useAuthMessage } from './use-auth-message';

const EMPTY = { email: '', password: '' };

/** Sign in with email and password (spec §4, §5, §8). */
export function LoginForm({ onSwitch, onSignedIn }: { onSwitch: (mode: AuthMode) => void; onSignedIn: (result: SignedIn) => void }) {
  const { values, setValues, setErrors, bind, accept } = useFormFields(EMPTY);
  const { message, clearMessage, failed } = useAuthMessage();
  const signIn = useMutation({ mutationFn: (input: typeof EMPTY) => callEndpoint(authEndpoints.signIn, { body: input }) });
  const pending = signIn.isPending;
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const form = submittedForm(event, pending);
    if (!form) return;
    clearMessage();
    if (!accept(validate(loginSchema, values), form)) return;
    signIn.mutate(values, {
      onSuccess: (result) => {
        setValues(EMPTY);
        setErrors({});
        onSignedIn(result);
      },
      onError: (error) => {
        setErrors(failed(error));
        setValues((current) => ({ ...current, password: '' }));
        passwordRef.current?.focus();
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <TextField label="Email" {...bind('email')} type="email" autoComplete="email" inputMode="email" autoFocus />
      <div>
        <PasswordField label="Password" {...bind('password')} autoComplete="current-password" ref={passwordRef} />
        <div className="mt-2 text-end text-sm">
          <LinkButton onClick={() => onSwitch('forgot-password')}>Forgot your password?</LinkButton>
        </div>
      </div>
      <SubmitButton pending={pending}>Sign In</SubmitButton>
      <p className="text-center text-sm text-walnut-600">
        New to Gilgit Dry Fruits? <LinkButton onClick={() => onSwitch('signup')}>Create an account</LinkButton>
      </p>
    </form>
  );
}
