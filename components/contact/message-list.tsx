'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormMessage } from '@/components/ui/form-fields';
import { contactEndpoints } from '@/lib/contact/contract';
import { MESSAGE_VIEWS, messageFiltersToSearch, VIEW_LABELS, VIEW_STATUSES, type MessageFilters } from '@/lib/contact/message-filters';
import type { AdminMessagePage } from '@/lib/contact/message-types';
import { ADMIN_LOAD_FAILED } from '@/lib/api/messages';
import { callEndpoint, errorMessage } from '@/lib/api/client';
import { AdminMessageCard } from './message-card';
import { messageKeys, type MessageNotice } from './use-message-change';
import { ListPager, ListTabs } from '@/components/ui/list-navigation';

/** Beside the live console (docs/console.md), which refreshes at once: the fallback when its stream is refused. */
const REFRESH_MS = 60_000;

const EMPTY: Record<string, string> = {
  open: 'Nothing to handle: every message has had its answer.',
  handled: 'No handled messages yet.',
  all: 'No messages yet.',
};

/**
 * The messages of /admin/messages: first rendered by the server, then kept fresh by React Query
 * (every minute, and after each change). Tabs with their counts, the unread count, and paging.
 */
export function AdminMessageList({ filters, initial }: { filters: MessageFilters; initial: AdminMessagePage }) {
  const messages = useQuery({
    queryKey: messageKeys.list(filters),
    queryFn: ({ signal }) => callEndpoint(contactEndpoints.listMessages, { query: filters, signal }),
    initialData: initial,
    refetchInterval: REFRESH_MS,
    meta: { errorMessage: '[admin] messages could not be refreshed' },
  });
  const [notice, setNotice] = useState<MessageNotice | null>(null);
  const page = messages.data;
  const view = filters.view ?? 'open';
  const link = (change: Partial<MessageFilters>) => `/admin/messages${messageFiltersToSearch({ ...filters, page: undefined, ...change })}`;
  const countOf = (tab: (typeof MESSAGE_VIEWS)[number]) => VIEW_STATUSES[tab].reduce((sum, status) => sum + (page.counts[status] ?? 0), 0);
  const unread = page.counts.new ?? 0;

  return (
    <div className="mt-4">
      <p data-testid="unread-count" className="font-semibold text-walnut-800">
        {unread === 0 ? 'No unread messages' : `${unread} unread ${unread === 1 ? 'message' : 'messages'}`}
      </p>
      <ListTabs
        label="Messages to show"
        className="mt-4"
        tabs={MESSAGE_VIEWS.map((tab) => ({
          label: VIEW_LABELS[tab],
          count: countOf(tab),
          href: link({ view: tab }),
          current: view === tab,
        }))}
      />
      {messages.isRefetchError && <FormMessage tone="error">{errorMessage(messages.error, ADMIN_LOAD_FAILED)}</FormMessage>}
      <p className="mt-4 text-sm text-walnut-700" role="status">
        {page.total === 0 ? EMPTY[view] : `${page.total} ${page.total === 1 ? 'message' : 'messages'}`}
      </p>
      {page.messages.length > 0 && (
        <ul aria-label="Messages" className="mt-3 space-y-4">
          {page.messages.map((message) => (
            <li key={message.id}>
              <AdminMessageCard message={message} onNotice={setNotice} />
            </li>
          ))}
        </ul>
      )}
      <div aria-live="polite" className="sticky bottom-4 z-10 mt-4">
        {notice && <FormMessage tone={notice.tone}>{notice.text}</FormMessage>}
      </div>
      <ListPager
        page={page.page}
        pageCount={page.pageCount}
        hrefFor={(n) => link({ page: n })}
        previousLabel="Newer messages"
        nextLabel="Older messages"
      />
    </div>
  );
}
