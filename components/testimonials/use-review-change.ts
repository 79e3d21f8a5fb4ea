'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint, errorMessage } from '@/lib/api/client';
import { ADMIN_ACTION_FAILED } from '@/lib/api/messages';
import { reviewFiltersToSearch, type ReviewFilters } from '@/lib/testimonials/admin-filters';
import { testimonialEndpoints } from '@/lib/testimonials/contract';
import { useSingleFlight } from '@/components/query/use-single-flight';

type ReviewChange = { id: string; action: 'publish' | 'hide' | 'delete' };

/** The console's review lists in React Query; a change reloads them all. */
export const reviewKeys = {
  all: ['admin', 'reviews'] as const,
  list: (filters: ReviewFilters) => ['admin', 'reviews', reviewFiltersToSearch(filters)] as const,
};

function changeReview({ id, action }: ReviewChange) {
  return action === 'delete'
    ? callEndpoint(testimonialEndpoints.remove, { params: { id }, body: undefined })
    : callEndpoint(testimonialEndpoints.setApproval, { params: { id }, body: { approved: action === 'publish' } });
}

/**
 * Publishing, hiding or deleting a review. One change runs at a time (a second tap is ignored);
 * afterwards, or after a refusal, the lists are reloaded so the owner sees the queue as it is.
 */
export function useReviewChange() {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const flight = useSingleFlight();
  const mutation = useMutation({
    mutationFn: changeReview,
    onSuccess: (answer) => setNotice(answer.message),
    onSettled: () => {
      flight.end();
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
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
