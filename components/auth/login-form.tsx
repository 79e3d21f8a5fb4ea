'use client';

import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { focusFirstInvalid, FormMessage, LinkButton, PasswordField, SubmitButton, TextField } from '@/components/ui/form-fields';
import { authEndpoints } from '@/lib/auth/contract';
import { GENERIC_AUTH_ERROR } from '@/lib/auth/messages';
import { loginSchema, validate, type FieldErrors } from '@/lib/auth/schemas';
import type { SignedIn } from '@/lib/auth/types';
import { callEndpoint, errorMessage, fieldErrorsOf } from '@/lib/api/client';
import type { AuthMode } from './sign-in-dialog';

const EMPTY = { email: '', password: '' };

/** Sign in with email and password (spec §4, §5, §8). */
export function LoginForm({ onSwitch, onSignedIn }: { onSwitch: (mode: AuthMode) => void; onSignedIn: (result: SignedIn) => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const signIn = useMutation({ mutationFn: (input: typeof EMPTY) => callEndpoint(authEndpoints.signIn, { body: input }) });
  const pending = signIn.isPending;
  const passwordRef = useRef<HTMLInputElement>(null);

  const edit = (field: keyof typeof EMPTY) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (pending) return;
    setFormError(null);
    const checked = validate(loginSchema, values);
    if (!checked.ok) {
      setErrors(checked.fieldErrors);
      focusFirstInvalid(form);
      return;
    }
    signIn.mutate(values, {
      onSuccess: (result) => {
        setValues(EMPTY);
        setErrors({});
        onSignedIn(result);
      },
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        setFormError(errorMessage(error, GENERIC_AUTH_ERROR));
        setValues((current) => ({ ...current, password: '' }));
        passwordRef.current?.focus();
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoFocus
        value={values.email}
        onValueChange={edit('email')}
        error={errors.email}
      />
      <div>
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          ref={passwordRef}
          value={values.password}
          onValueChange={edit('password')}
          error={errors.password}
        />
        <div className="mt-2 text-right text-sm">
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
