import { callApi } from '@/lib/api/client';
import { messageFiltersToSearch, type MessageFilters, type MessageStatus } from './message-filters';
import type { AdminMessageChange, AdminMessagePage } from './message-types';
import { ADMIN_ACTION_FAILED, ADMIN_LOAD_FAILED } from '@/lib/api/messages';

/** The browser's calls of /admin/messages (React Query runs them; lib/query decides retries). */
export const messageKeys = {
  all: ['admin', 'messages'] as const,
  list: (filters: MessageFilters) => ['admin', 'messages', messageFiltersToSearch(filters)] as const,
};

export function fetchAdminMessages(filters: MessageFilters, signal?: AbortSignal): Promise<AdminMessagePage> {
  return callApi<AdminMessagePage>(`/api/admin/messages${messageFiltersToSearch(filters)}`, { fallbackMessage: ADMIN_LOAD_FAILED, signal });
}

export function changeAdminMessageStatus(id: string, status: MessageStatus): Promise<AdminMessageChange> {
  return callApi<AdminMessageChange>(`/api/admin/messages/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body: { status },
    fallbackMessage: ADMIN_ACTION_FAILED,
  });
}
