import { contactEndpoints } from '@/lib/contact/contract';
import { setMessageStatus } from '@/lib/contact/message-queries';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const POST = route(
  contactEndpoints.setMessageStatus,
  { session: 'admin', onError: 'backend_failed' },
  async ({ params, input, supabase }) => ({ ok: true, ...(await setMessageStatus(supabase, params.id, input.status)) }),
);
