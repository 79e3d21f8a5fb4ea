import { pushEndpoints } from '@/lib/alerts/push-contract';
import { PUSH_OFF, PUSH_ON } from '@/lib/alerts/push-messages';
import { deletePushSubscription, savePushSubscription } from '@/lib/alerts/push-subscriptions';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** Alerts on for the admin's device: the browser's push subscription, saved (again: updated). */
export const POST = route(pushEndpoints.subscribe, { session: 'admin' }, async ({ input, request, supabase }) => {
  await savePushSubscription(supabase, input, request.headers.get('user-agent'));
  return { ok: true, message: PUSH_ON };
});

/** Alerts off for the admin's device. */
export const DELETE = route(pushEndpoints.unsubscribe, { session: 'admin' }, async ({ input, supabase }) => {
  await deletePushSubscription(supabase, input.endpoint);
  return { ok: true, message: PUSH_OFF };
});
