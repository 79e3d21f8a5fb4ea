import { useState } from 'react';
import { GENERIC_AUTH_ERROR } from '@/lib/auth/messages';
import { errorMessage, fieldErrorsOf } from '@/lib/api/client';
import type { FieldErrors } from '@/lib/auth/schemas';

/** The message above an account form: what the route answered, or why the request failed. */
export function useAuthMessage() {
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  return {
    message,
    clearMessage: () => setMessage(null),
    succeeded: (text: string) => setMessage({ tone: 'success', text }),
    /** Shows why the request failed; returns the route's errors per field, for the form to show. */
    failed: (error: unknown): FieldErrors => {
      setMessage({ tone: 'error', text: errorMessage(error, GENERIC_AUTH_ERROR) });
      return fieldErrorsOf(error);
    },
  };
}
