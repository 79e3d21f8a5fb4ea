import { contactEndpoints } from '@/lib/contact/contract';
import { listAdminMessages } from '@/lib/contact/message-queries';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const GET = route(contactEndpoints.listMessages, { session: 'admin', onError: 'backend_failed' }, async ({ query, supabase }) => ({
  ok: true,
  ...(await listAdminMessages(supabase, query)),
}));
