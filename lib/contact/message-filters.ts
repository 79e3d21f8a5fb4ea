import { z } from 'zod';
import { firstValues } from '@/lib/api/search-params';
import { Constants } from '@/lib/supabase/database.types';

/** Messages per page of /admin/messages. */
export const ADMIN_MESSAGES_PAGE_SIZE = 20;

export const MESSAGE_STATUSES = Constants.public.Enums.contact_message_status;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** The tabs of /admin/messages: what still needs an answer, what has had one, and everything. */
export const MESSAGE_VIEWS = ['open', 'handled', 'all'] as const;
export type MessageView = (typeof MESSAGE_VIEWS)[number];

/** The statuses each tab shows (`all`: every status). */
export const VIEW_STATUSES: Record<MessageView, readonly MessageStatus[]> = {
  open: ['new', 'read'],
  handled: ['replied', 'archived'],
  all: MESSAGE_STATUSES,
};

export const VIEW_LABELS: Record<MessageView, string> = { open: 'To handle', handled: 'Handled', all: 'All' };

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/**
 * The address of /admin/messages (?view=handled&page=2), read by the page and by
 * GET /api/admin/messages with this one schema. Without a view, the tab is "To handle".
 */
export const messageFiltersSchema = z.object({
  view: optional(z.enum(MESSAGE_VIEWS, { message: 'Unknown message view.' })),
  page: optional(
    z.coerce
      .number({ message: 'The page must be a number.' })
      .int('The page must be a whole number.')
      .min(1, 'Pages start at 1.')
      .max(10_000, 'There are not that many pages.'),
  ),
});
export type MessageFilters = z.infer<typeof messageFiltersSchema>;

/** The filters as a query string (defaults left out), for links and the list's query key. */
export function messageFiltersToSearch(filters: MessageFilters): string {
  const params = new URLSearchParams();
  if (filters.view && filters.view !== 'open') params.set('view', filters.view);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Reads the page's searchParams; anything malformed is dropped rather than failing the page. */
export function parseMessageFilters(raw: Record<string, string | string[] | undefined>): MessageFilters {
  const single = firstValues(raw);
  const clean: Record<string, unknown> = {};
  for (const key of ['view', 'page'] as const) {
    const field = messageFiltersSchema.shape[key].safeParse(single[key]);
    if (field.success && field.data !== undefined) clean[key] = field.data;
  }
  return clean as MessageFilters;
}

/**
 * POST /api/admin/messages/{id}/status: where the message goes. `read` is "Mark as read" (or
 * "Reopen" from a handled message), `new` "Mark as unread", `replied` "Mark as handled",
 * `archived` "Archive". Nothing else may be sent (the time it was handled is the server's).
 */
export const messageStatusSchema = z.strictObject(
  { status: z.enum(MESSAGE_STATUSES, { message: 'Unknown message status.' }) },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Only the status of a message can be changed.' : undefined) },
);

/** Handled messages (replied, archived) carry the time they were handled; the others none. */
export function isHandled(status: MessageStatus): boolean {
  return VIEW_STATUSES.handled.includes(status);
}
