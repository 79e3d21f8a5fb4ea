import 'server-only';
import { cache } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { Problem } from '@/lib/errors/problem';
import type { Database } from '@/lib/supabase/database.types';
import { createSupabaseServerClient } from '@/lib/supabase/server';
import {
  ADMIN_MESSAGES_PAGE_SIZE,
  isHandled,
  MESSAGE_STATUSES,
  VIEW_STATUSES,
  type MessageFilters,
  type MessageStatus,
} from './message-filters';
import type { AdminContactMessage, AdminMessageChange, AdminMessagePage } from './message-types';
import { messageChangedNotice } from './messages';

/**
 * The contact page's messages for the owner console. Every read and write goes through the admin's
 * own session: row-level security ("Admins can read / update contact messages") decides, and only
 * status and handled_at may be changed.
 */

type Client = SupabaseClient<Database>;
type MessageRow = Database['public']['Tables']['contact_messages']['Row'];

const COLUMNS = 'id, full_name, email, phone, subject, message, order_number, user_id, status, created_at, handled_at';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toAdminContactMessage(row: MessageRow): AdminContactMessage {
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    text: row.message,
    orderNumber: row.order_number,
    status: row.status,
    sentAt: row.created_at,
    handledAt: row.handled_at,
    fromAccount: row.user_id !== null,
  };
}

async function countWithStatus(supabase: Client, status: MessageStatus): Promise<number> {
  const { count, error } = await supabase.from('contact_messages').select('id', { count: 'exact', head: true }).eq('status', status);
  if (error) throw new Error(`admin message count: ${error.code} ${error.message}`);
  return count ?? 0;
}

/** Messages per status over the whole shop. */
async function countMessages(supabase: Client): Promise<Record<MessageStatus, number>> {
  const counts = await Promise.all(MESSAGE_STATUSES.map((status) => countWithStatus(supabase, status)));
  return Object.fromEntries(MESSAGE_STATUSES.map((status, index) => [status, counts[index]])) as Record<MessageStatus, number>;
}

/** One page of messages of a view (default: to handle), newest first, with the counts per status. */
export async function listAdminMessages(supabase: Client, filters: MessageFilters): Promise<AdminMessagePage> {
  const page = filters.page ?? 1;
  const first = (page - 1) * ADMIN_MESSAGES_PAGE_SIZE;
  let query = supabase.from('contact_messages').select(COLUMNS, { count: 'exact' });
  const view = filters.view ?? 'open';
  if (view !== 'all') query = query.in('status', [...VIEW_STATUSES[view]]);
  const [list, counts] = await Promise.all([
    query
      .order('created_at', { ascending: false })
      .order('id')
      .range(first, first + ADMIN_MESSAGES_PAGE_SIZE - 1),
    countMessages(supabase),
  ]);
  // A page past the last one is PostgREST's "range not satisfiable" (PGRST103): an empty page.
  const beyond = list.error?.code === 'PGRST103';
  if (list.error && !beyond) throw new Error(`admin messages: ${list.error.code} ${list.error.message}`);
  const total = beyond ? VIEW_STATUSES[view].reduce((sum, status) => sum + counts[status], 0) : (list.count ?? 0);
  return {
    messages: beyond ? [] : (list.data ?? []).map(toAdminContactMessage),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / ADMIN_MESSAGES_PAGE_SIZE)),
    counts,
  };
}

/**
 * Moves a message to `status`: a handled one (replied, archived) is stamped with the time it was
 * handled (kept when it was handled already), an open one has none. admin_message_not_found when
 * there is no such message (or the id is not one).
 */
export async function setMessageStatus(supabase: Client, id: string, status: MessageStatus): Promise<AdminMessageChange> {
  if (!UUID.test(id)) throw new Problem('admin_message_not_found');
  const { data: before, error: readError } = await supabase
    .from('contact_messages')
    .select('status, handled_at')
    .eq('id', id)
    .maybeSingle();
  if (readError) throw new Error(`admin message: ${readError.code} ${readError.message}`);
  if (!before) throw new Problem('admin_message_not_found');
  const handledAt = !isHandled(status)
    ? null
    : isHandled(before.status) && before.handled_at
      ? before.handled_at
      : new Date().toISOString();
  const { data: row, error } = await supabase
    .from('contact_messages')
    .update({ status, handled_at: handledAt })
    .eq('id', id)
    .select(COLUMNS)
    .maybeSingle();
  if (error) throw new Error(`admin message update: ${error.code} ${error.message}`);
  if (!row) throw new Problem('admin_message_not_found');
  return { contactMessage: toAdminContactMessage(row), message: messageChangedNotice(row.full_name, before.status, status) };
}

/** For the console's Server Components (the admin layout has already checked the role). */
export async function listCurrentAdminMessages(filters: MessageFilters): Promise<AdminMessagePage> {
  return listAdminMessages(await createSupabaseServerClient(), filters);
}

/** Messages nobody has read yet (the console's home and its Messages badge; cached per request). */
export const getCurrentUnreadMessageCount = cache(async (): Promise<number> => countWithStatus(await createSupabaseServerClient(), 'new'));
