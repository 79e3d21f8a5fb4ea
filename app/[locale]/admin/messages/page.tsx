import type { Metadata } from 'next';
import { AdminMessageList } from '@/components/contact/message-list';
import { isCurrentUserAdmin } from '@/lib/auth/queries';
import { parseMessageFilters } from '@/lib/contact/message-filters';
import { listCurrentAdminMessages } from '@/lib/contact/message-queries';

export const metadata: Metadata = { title: 'Messages' };

/** /admin/messages: the contact page's messages (?view=open|handled|all&page=…), newest first, 20 a page. */
export default async function AdminMessagesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if (!(await isCurrentUserAdmin())) return null;
  const filters = parseMessageFilters(await searchParams);
  const initial = await listCurrentAdminMessages(filters);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-3xl font-bold text-walnut-950 sm:text-4xl">Messages</h1>
      <AdminMessageList filters={filters} initial={initial} />
    </div>
  );
}
