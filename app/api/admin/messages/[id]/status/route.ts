import { messageStatusSchema } from '@/lib/contact/message-filters';
import { setMessageStatus } from '@/lib/contact/message-queries';
import { ADMIN_MESSAGE_NOT_FOUND } from '@/lib/contact/messages';
import { SERVICE_UNAVAILABLE } from '@/lib/http/messages';
import { failure, json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';

export const dynamic = 'force-dynamic';

/**
 * POST /api/admin/messages/{id}/status {status: new|read|replied|archived} → the message as it is
 * now and what the owner reads (admins only). Setting the status it already has changes nothing else.
 */
export const POST = route(
  { body: messageStatusSchema, session: 'admin', onError: { status: 502, message: SERVICE_UNAVAILABLE } },
  async ({ params, input, supabase }) => {
    const change = await setMessageStatus(supabase, String(params.id), input.status);
    return change ? json({ ok: true, ...change }) : failure(404, ADMIN_MESSAGE_NOT_FOUND);
  },
);
