import { messageFiltersSchema } from '@/lib/contact/message-filters';
import { listAdminMessages } from '@/lib/contact/message-queries';
import { SERVICE_UNAVAILABLE } from '@/lib/http/messages';
import { json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';

export const dynamic = 'force-dynamic';

/** GET /api/admin/messages?view=open|handled|all&page= → one page of contact messages and the counts per status (admins only). */
export const GET = route(
  { query: messageFiltersSchema, session: 'admin', onError: { status: 502, message: SERVICE_UNAVAILABLE } },
  async ({ query, supabase }) => json({ ok: true, ...(await listAdminMessages(supabase, query)) }),
);
