import { callApi } from '@/lib/api/client';
import { ADMIN_ACTION_FAILED, ADMIN_LOAD_FAILED } from '@/lib/api/messages';
import { reviewFiltersToSearch, type ReviewFilters } from './admin-filters';
import type { AdminReviewPage } from './admin-types';

/** The browser's calls of the console's review queue (React Query runs them; lib/query decides retries). */
export const reviewKeys = {
  list: (filters: ReviewFilters) => ['admin', 'reviews', reviewFiltersToSearch(filters)] as const,
};

export function fetchAdminReviews(filters: ReviewFilters, signal?: AbortSignal): Promise<AdminReviewPage> {
  return callApi<AdminReviewPage>(`/api/admin/reviews${reviewFiltersToSearch(filters)}`, { fallbackMessage: ADMIN_LOAD_FAILED, signal });
}

export function setAdminReviewApproval(id: string, approved: boolean): Promise<{ message: string }> {
  return callApi<{ message: string }>(`/api/admin/reviews/${encodeURIComponent(id)}`, {
    method: 'POST',
    body: { approved },
    fallbackMessage: ADMIN_ACTION_FAILED,
  });
}

export function deleteAdminReview(id: string): Promise<{ message: string }> {
  return callApi<{ message: string }>(`/api/admin/reviews/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackMessage: ADMIN_ACTION_FAILED,
  });
}
