import { callApi } from '@/lib/http/api-client';
import { ADMIN_ACTION_FAILED, ADMIN_LOAD_FAILED } from './messages';
import type { MoveOrderInput, TransferDecisionInput } from './order-actions';
import { filtersToSearch, type OrderFilters } from './order-filters';
import type { AdminOrderDetail, AdminOrderPage } from './order-types';
import { reviewFiltersToSearch, type ReviewFilters } from './review-filters';
import type { AdminReviewPage } from './review-types';

/** The browser's calls of the owner console (React Query runs them; lib/query decides retries). */
export const adminKeys = {
  orders: (filters: OrderFilters) => ['admin', 'orders', filtersToSearch(filters)] as const,
  order: (orderNumber: string) => ['admin', 'order', orderNumber] as const,
};

export function fetchAdminOrders(filters: OrderFilters, signal?: AbortSignal): Promise<AdminOrderPage> {
  return callApi<AdminOrderPage>(`/api/admin/orders${filtersToSearch(filters)}`, { fallbackMessage: ADMIN_LOAD_FAILED, signal });
}

export function fetchAdminOrder(orderNumber: string, signal?: AbortSignal): Promise<AdminOrderDetail> {
  return callApi<{ order: AdminOrderDetail }>(`/api/admin/orders/${encodeURIComponent(orderNumber)}`, {
    fallbackMessage: ADMIN_LOAD_FAILED,
    signal,
  }).then((answer) => answer.order);
}

export interface AdminOrderChange {
  order: AdminOrderDetail;
  message: string;
}

export function moveAdminOrder(orderNumber: string, input: MoveOrderInput): Promise<AdminOrderChange> {
  return callApi<AdminOrderChange>(`/api/admin/orders/${encodeURIComponent(orderNumber)}/status`, {
    method: 'POST',
    body: input,
    fallbackMessage: ADMIN_ACTION_FAILED,
  });
}

export function decideAdminTransfer(orderNumber: string, input: TransferDecisionInput): Promise<AdminOrderChange> {
  return callApi<AdminOrderChange>(`/api/admin/orders/${encodeURIComponent(orderNumber)}/bank-transfer`, {
    method: 'POST',
    body: input,
    fallbackMessage: ADMIN_ACTION_FAILED,
  });
}

export function checkAdminWalletPayment(orderNumber: string): Promise<AdminOrderChange> {
  return callApi<AdminOrderChange>(`/api/admin/orders/${encodeURIComponent(orderNumber)}/payment-check`, {
    method: 'POST',
    body: {},
    fallbackMessage: ADMIN_ACTION_FAILED,
  });
}

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
