'use client';

import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { FormMessage, LinkButton, SubmitButton, TextField } from '@/components/ui/form-fields';
import { submittedForm, useFormFields } from '@/components/ui/use-form-fields';
import { authEndpoints } from '@/lib/auth/contract';
import { forgotPasswordSchema, validate } from '@/lib/auth/schemas';
import { callEndpoint } from '@/lib/api/client';
import type { AuthMode } from './sign-in-dialog';
import { useAuthMessage } from './use-auth-message';

/** Forgot password: only the email is asked (spec §5); the reset link arrives by mail. */
export function ForgotPasswordForm({ onSwitch }: { onSwitch: (mode: AuthMode) => void }) {
  const { values, setValues, setErrors, bind, accept } = useFormFields({ email: '' });
  const { message, clearMessage, succeeded, failed } = useAuthMessage();
  const requestReset = useMutation({
    mutationFn: (address: string) => callEndpoint(authEndpoints.forgotPassword, { body: { email: address } }),
  });
  const pending = requestReset.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const form = submittedForm(event, pending);
    if (!form) return;
    clearMessage();
    if (!accept(validate(forgotPasswordSchema, values), form)) return;
    requestReset.mutate(values.email, {
      onSuccess: (result) => {
        setValues({ email: '' });
        succeeded(result.message);
      },
      onError: (error) => setErrors(failed(error)),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <TextField label="Email" {...bind('email')} type="email" inputMode="email" autoComplete="email" autoFocus />
      <SubmitButton pending={pending}>Send Reset Instructions</SubmitButton>
      <p className="text-center text-sm text-walnut-600">
        Remembered it? <LinkButton onClick={() => onSwitch('login')}>Back to sign in</LinkButton>
      </p>
    </form>
  );
}
