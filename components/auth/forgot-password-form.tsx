'use client';

import { useState, type FormEvent } from 'react';
import { postJson } from '@/lib/auth/api-client';
import { forgotPasswordSchema, validate, type FieldErrors } from '@/lib/auth/schemas';
import type { MessageResult } from '@/lib/auth/types';
import { focusFirstInvalid, FormMessage, LinkButton, SubmitButton, TextField } from './form-fields';
import type { AuthMode } from './sign-in-dialog';

/** Forgot password: only the email is asked (spec §5); the reset link arrives by mail. */
export function ForgotPasswordForm({ onSwitch }: { onSwitch: (mode: AuthMode) => void }) {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (pending) return;
    setMessage(null);
    const checked = validate(forgotPasswordSchema, { email });
    if (!checked.ok) {
      setErrors(checked.fieldErrors);
      focusFirstInvalid(form);
      return;
    }
    setPending(true);
    const result = await postJson<MessageResult>('/api/auth/forgot-password', { email });
    setPending(false);
    if (!result.ok) {
      setErrors(result.fieldErrors ?? {});
      setMessage({ tone: 'error', text: result.message });
      return;
    }
    setEmail('');
    setMessage({ tone: 'success', text: result.message });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <TextField
        label="Email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoFocus
        value={email}
        onValueChange={(value) => {
          setEmail(value);
          setErrors({});
        }}
        error={errors.email}
      />
      <SubmitButton pending={pending}>Send Reset Instructions</SubmitButton>
      <p className="text-center text-sm text-walnut-600">
        Remembered it? <LinkButton onClick={() => onSwitch('login')}>Back to sign in</LinkButton>
      </p>
    </form>
  );
}
