import { callApi } from '@/lib/api/client';
import { ADMIN_ACTION_FAILED, ADMIN_LOAD_FAILED } from '@/lib/api/messages';
import type { MoveOrderInput, TransferDecisionInput } from './admin-actions';
import { filtersToSearch, type OrderFilters } from './admin-filters';
import type { AdminOrderDetail, AdminOrderPage } from './admin-types';

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
