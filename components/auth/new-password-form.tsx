'use client';

import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { focusFirstInvalid, FormMessage, PasswordField, SubmitButton } from '@/components/ui/form-fields';
import { authEndpoints } from '@/lib/auth/contract';
import { GENERIC_AUTH_ERROR } from '@/lib/auth/messages';
import { newPasswordSchema, validate, type FieldErrors } from '@/lib/auth/schemas';
import type { AuthUser } from '@/lib/auth/types';
import { callEndpoint, errorMessage, fieldErrorsOf } from '@/lib/api/client';

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
  const changePassword = useMutation({
    mutationFn: (input: typeof EMPTY) => callEndpoint(authEndpoints.password, { body: input }),
  });
  const pending = changePassword.isPending;

  const edit = (field: keyof typeof EMPTY) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
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
    setValues(EMPTY);
    changePassword.mutate(values, {
      onSuccess: (result) => {
        if (showSuccess) setMessage({ tone: 'success', text: result.message });
        onChanged(result.user, result.message);
      },
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        setMessage({ tone: 'error', text: errorMessage(error, GENERIC_AUTH_ERROR) });
      },
    });
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
