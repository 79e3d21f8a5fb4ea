'use client';

import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useLocalizedRouter } from '@/components/i18n/use-locale';
import { useEffect } from 'react';
import { messageKeys } from '@/components/contact/use-message-change';
import { adminOrderKeys } from '@/components/orders/use-order-change';
import { reviewKeys } from '@/components/testimonials/use-review-change';
import { liveEndpoints } from '@/lib/live/contract';
import { changedTable, CONSOLE_TABLES, type ConsoleTable } from '@/lib/live/hints';

/** Hints that come together (an order and its stock, a burst of orders) make one refresh. */
const DEBOUNCE_MS = 250;
/** After the shop refused the stream (too many windows, signed out), try again this much later. */
const REOPEN_AFTER_MS = 30_000;

/** The React Query entries that show each table's rows. */
const KEYS_OF: Record<ConsoleTable, readonly QueryKey[]> = {
  orders: [adminOrderKeys.lists, adminOrderKeys.orders],
  contact_messages: [messageKeys.all],
  testimonials: [reviewKeys.all],
};

/**
 * Keeps the console live (docs/console.md), mounted once by the admin layout. It listens to the
 * shop's live stream (GET /api/admin/live) while the tab is visible; a `change` hint reloads the
 * lists that show that table and, through router.refresh(), the server-rendered counts (the
 * navigation's badges, the home's numbers), 250 ms after the last hint. Catching up reloads all of
 * them on `ready`: the stream opened (the page loaded, the tab was shown again, the browser came back
 * online) or the shop's subscription came back after a break. Refreshing keeps what is on screen
 * until the new data is there, and keeps what the owner is typing.
 */
export function ConsoleLive() {
  const router = useLocalizedRouter();
  const queryClient = useQueryClient();

  useEffect(() => {
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let debounce: ReturnType<typeof setTimeout> | undefined;
    const stale = new Set<ConsoleTable>();

    const refresh = () => {
      // Offline, the refresh would fail and Next would fall back to loading the page (the offline
      // screen): the tables stay stale until the stream opened when the browser is back says ready.
      if (!navigator.onLine) return;
      for (const table of stale) for (const queryKey of KEYS_OF[table]) void queryClient.invalidateQueries({ queryKey });
      stale.clear();
      router.refresh();
    };
    const refreshSoon = (tables: readonly ConsoleTable[]) => {
      for (const table of tables) stale.add(table);
      clearTimeout(debounce);
      debounce = setTimeout(refresh, DEBOUNCE_MS);
    };
    const catchUp = () => refreshSoon(CONSOLE_TABLES);

    const close = () => {
      clearTimeout(reopen);
      source?.close();
      source = null;
    };
    const open = () => {
      close();
      const stream = new EventSource(liveEndpoints.stream.path);
      source = stream;
      stream.addEventListener('ready', catchUp);
      stream.addEventListener('change', (event) => {
        const table = changedTable((event as MessageEvent<string>).data);
        if (table) refreshSoon([table]);
      });
      // A broken stream reconnects by itself (`retry:`); one the shop refused is closed for good.
      stream.addEventListener('error', () => {
        if (stream.readyState !== EventSource.CLOSED || source !== stream) return;
        source = null;
        reopen = setTimeout(open, REOPEN_AFTER_MS);
      });
    };

    const onVisibility = () => {
      // A hidden tab lets go of its stream (a browser holds only six connections per site over
      // HTTP/1.1); shown again, it opens a new one, whose `ready` catches up.
      if (document.hidden) close();
      else open();
    };
    // Back online: a new stream (the old one may have died unnoticed), whose `ready` catches up
    // once the shop is known to answer.
    const onOnline = () => {
      if (!document.hidden) open();
    };

    if (!document.hidden) open();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', onOnline);
      clearTimeout(debounce);
      close();
    };
  }, [router, queryClient]);

  return null;
}
