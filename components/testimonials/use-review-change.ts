'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteAdminReview, setAdminReviewApproval } from '@/lib/testimonials/admin-api';
import { ADMIN_ACTION_FAILED } from '@/lib/api/messages';
import { errorMessage } from '@/lib/api/client';
import { useSingleFlight } from '@/components/query/use-single-flight';

type ReviewChange = { id: string; action: 'publish' | 'hide' | 'delete' };

/**
 * Publishing, hiding or deleting a review. One change runs at a time (a second tap is ignored);
 * afterwards, or after a refusal, the lists are reloaded so the owner sees the queue as it is.
 */
export function useReviewChange() {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const flight = useSingleFlight();
  const mutation = useMutation({
    mutationFn: ({ id, action }: ReviewChange) =>
      action === 'delete' ? deleteAdminReview(id) : setAdminReviewApproval(id, action === 'publish'),
    onSuccess: (answer) => setNotice(answer.message),
    onSettled: () => {
      flight.end();
      void queryClient.invalidateQueries({ queryKey: ['admin', 'reviews'] });
    },
  });
  return {
    run: (change: ReviewChange) => {
      if (!flight.start()) return;
      setNotice(null);
      mutation.mutate(change);
    },
    pendingId: mutation.isPending ? (mutation.variables?.id ?? null) : null,
    notice,
    error: mutation.isError ? errorMessage(mutation.error, ADMIN_ACTION_FAILED) : null,
  };
}
