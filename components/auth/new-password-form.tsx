'use client';

import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { FormMessage, PasswordField, SubmitButton } from '@/components/ui/form-fields';
import { submittedForm, useFormFields } from '@/components/ui/use-form-fields';
import { authEndpoints } from '@/lib/auth/contract';
import { newPasswordSchema, validate } from '@/lib/auth/schemas';
import type { AuthUser } from '@/lib/auth/types';
import { callEndpoint } from '@/lib/api/client';
import { useAuthMessage } from './use-auth-message';

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
  const { values, setValues, setErrors, bind, accept } = useFormFields(EMPTY);
  const { message, clearMessage, succeeded, failed } = useAuthMessage();
  const changePassword = useMutation({
    mutationFn: (input: typeof EMPTY) => callEndpoint(authEndpoints.password, { body: input }),
  });
  const pending = changePassword.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const form = submittedForm(event, pending);
    if (!form) return;
    clearMessage();
    if (!accept(validate(newPasswordSchema, values), form)) return;
    setValues(EMPTY);
    changePassword.mutate(values, {
      onSuccess: (result) => {
        if (showSuccess) succeeded(result.message);
        onChanged(result.user, result.message);
      },
      onError: (error) => setErrors(failed(error)),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordField label="New password" {...bind('password')} autoComplete="new-password" hint="At least 6 characters." />
        <PasswordField label="Confirm new password" {...bind('confirmPassword')} autoComplete="new-password" />
      </div>
      <SubmitButton pending={pending} className="sm:w-auto">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
