'use client';

import { useMutation, type MutationFunction } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ADMIN_ACTION_FAILED } from '@/lib/admin/messages';
import { ApiError, errorMessage, type FieldErrors } from '@/lib/http/api-client';
import { useSingleFlight } from './use-single-flight';

/**
 * One write of the coupons or shipping screen: runs once per tap, shows the server's message, keeps
 * its field messages for the form, and re-renders the page from the server afterwards (also after a
 * refusal), so the owner sees the rows as they now are.
 */
export function useConsoleWrite<Input>(write: MutationFunction<{ message: string }, Input>, onSaved?: (message: string) => void) {
  const router = useRouter();
  const flight = useSingleFlight();
  const [notice, setNotice] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: write,
    onSuccess: (answer) => {
      setNotice(answer.message);
      onSaved?.(answer.message);
    },
    onSettled: () => {
      flight.end();
      router.refresh();
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
