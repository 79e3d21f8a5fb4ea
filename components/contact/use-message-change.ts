'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, callEndpoint, errorMessage } from '@/lib/api/client';
import { ADMIN_ACTION_FAILED } from '@/lib/api/messages';
import { contactEndpoints } from '@/lib/contact/contract';
import { messageFiltersToSearch, type MessageFilters, type MessageStatus } from '@/lib/contact/message-filters';
import type { AdminMessagePage } from '@/lib/contact/message-types';
import { useSingleFlight } from '@/components/query/use-single-flight';

/** The inbox's pages in React Query; a change updates and reloads them all. */
export const messageKeys = {
  all: ['admin', 'messages'] as const,
  list: (filters: MessageFilters) => ['admin', 'messages', messageFiltersToSearch(filters)] as const,
};

/** What the list tells the owner after a change (the message itself may have left the tab). */
export interface MessageNotice {
  tone: 'success' | 'error';
  text: string;
}

/**
 * Changes one message's status. Success: the message is replaced by the answer, the lists (and their counts) are refreshed and `onNotice`
 * gets the server's words. Refused because the message is gone: the lists are refreshed and the
 * reason goes to `onNotice`; any other failure stays on the message (`error`). Never retried; a
 * second tap while one runs is ignored.
 */
export function useMessageChange(id: string, onNotice: (notice: MessageNotice | null) => void) {
  const queryClient = useQueryClient();
  const flight = useSingleFlight();
  const mutation = useMutation({
    mutationFn: (status: MessageStatus) => callEndpoint(contactEndpoints.setMessageStatus, { params: { id }, body: { status } }),
    onSuccess: (change) => {
      onNotice({ tone: 'success', text: change.message });
      // The message shows what it became at once (its buttons too); the refetch then moves it between tabs.
      queryClient.setQueriesData<AdminMessagePage>(
        { queryKey: messageKeys.all },
        (page) => page && { ...page, messages: page.messages.map((message) => (message.id === id ? change.contactMessage : message)) },
      );
      void queryClient.invalidateQueries({ queryKey: messageKeys.all });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404) {
        onNotice({ tone: 'error', text: error.message });
        void queryClient.invalidateQueries({ queryKey: messageKeys.all });
      }
    },
    onSettled: flight.end,
  });
  return {
    run: (status: MessageStatus) => {
      if (!flight.start()) return;
      onNotice(null);
      mutation.mutate(status);
    },
    pending: mutation.isPending ? (mutation.variables ?? null) : null,
    error: mutation.isError ? errorMessage(mutation.error, ADMIN_ACTION_FAILED) : null,
  };
}
