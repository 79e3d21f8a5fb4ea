'use client';

import { useMutation, type MutationFunction } from '@tanstack/react-query';
import { useLocalizedRouter } from '@/components/i18n/use-locale';
import { useState } from 'react';
import { ADMIN_ACTION_FAILED } from '@/lib/api/messages';
import { ApiError, errorMessage, type FieldErrors } from '@/lib/api/client';
import { useSingleFlight } from './use-single-flight';

/** When the page is rendered again from the server after a write. */
type Refresh = 'always' | 'after-success' | 'never';

/**
 * One write of the console: runs once per tap, shows the server's message, keeps its field messages
 * for the form, and re-renders the page from the server afterwards (by default also after a
 * refusal), so the owner sees the rows as they now are.
 */
export function useConsoleWrite<Input, Answer extends { message: string } = { message: string }>(
  write: MutationFunction<Answer, Input>,
  onSaved?: (answer: Answer) => void,
  refresh: Refresh = 'always',
) {
  const router = useLocalizedRouter();
  const flight = useSingleFlight();
  const [notice, setNotice] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: write,
    onSuccess: (answer) => {
      setNotice(answer.message);
      onSaved?.(answer);
      if (refresh === 'after-success') router.refresh();
    },
    onSettled: () => {
      flight.end();
      if (refresh === 'always') router.refresh();
    },
  });
  return {
    run: (input: Input) => {
      if (!flight.start()) return;
      setNotice(null);
      mutation.mutate(input);
    },
    pending: mutation.isPending,
    notice,
    error: mutation.isError ? errorMessage(mutation.error, ADMIN_ACTION_FAILED) : null,
    fieldErrors: (mutation.error instanceof ApiError ? mutation.error.fieldErrors : {}) as FieldErrors,
    reset: () => {
      setNotice(null);
      mutation.reset();
    },
  };
}
