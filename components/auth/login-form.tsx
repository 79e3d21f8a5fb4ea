'use client';

import { useRef, useState, type FormEvent } from 'react';
import { postJson } from '@/lib/auth/api-client';
import { loginSchema, validate, type FieldErrors } from '@/lib/auth/schemas';
import type { SignInResult } from '@/lib/auth/types';
import { focusFirstInvalid, FormMessage, LinkButton, PasswordField, SubmitButton, TextField } from './form-fields';
import type { AuthMode } from './sign-in-dialog';

const EMPTY = { email: '', password: '' };

/** Sign in with email and password (spec §4, §5, §8). */
export function LoginForm({
  onSwitch,
  onSignedIn,
}: {
  onSwitch: (mode: AuthMode) => void;
  onSignedIn: (result: Extract<SignInResult, { ok: true }>) => void;
}) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  const edit = (field: keyof typeof EMPTY) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
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
    setPending(true);
    const result = await postJson<SignInResult>('/api/auth/sign-in', values);
    setPending(false);
    if (!result.ok) {
      setErrors(result.fieldErrors ?? {});
      setFormError(result.message);
      setValues((current) => ({ ...current, password: '' }));
      passwordRef.current?.focus();
      return;
    }
    setValues(EMPTY);
    setErrors({});
    onSignedIn(result);
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
