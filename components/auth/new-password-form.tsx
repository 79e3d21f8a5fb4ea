'use client';

import { useState, type FormEvent } from 'react';
import { postJson } from '@/lib/auth/api-client';
import { newPasswordSchema, validate, type FieldErrors } from '@/lib/auth/schemas';
import type { AuthUser, UserResult } from '@/lib/auth/types';
import { focusFirstInvalid, FormMessage, PasswordField, SubmitButton } from './form-fields';

const EMPTY = { password: '', confirmPassword: '' };

/** A new password, typed twice (the reset page and Settings): same rules as sign-up. */
export function NewPasswordForm({
  submitLabel,
  onChanged,
  showSuccess = true,
}: {
  submitLabel: string;
  onChanged: (user: AuthUser, message: string) => void;
  showSuccess?: boolean;
}) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  const edit = (field: keyof typeof EMPTY) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (pending) return;
    setMessage(null);
    const checked = validate(newPasswordSchema, values);
    if (!checked.ok) {
      setErrors(checked.fieldErrors);
      focusFirstInvalid(form);
      return;
    }
    setPending(true);
    const result = await postJson<UserResult>('/api/auth/password', values);
    setPending(false);
    setValues(EMPTY);
    if (!result.ok) {
      setErrors(result.fieldErrors ?? {});
      setMessage({ tone: 'error', text: result.message });
      return;
    }
    const text = result.message ?? 'Your password has been changed.';
    if (showSuccess) setMessage({ tone: 'success', text });
    onChanged(result.user, text);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordField
          label="New password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onValueChange={edit('password')}
          error={errors.password}
          hint="At least 6 characters."
        />
        <PasswordField
          label="Confirm new password"
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onValueChange={edit('confirmPassword')}
          error={errors.confirmPassword}
        />
      </div>
      <SubmitButton pending={pending} className="sm:w-auto">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
