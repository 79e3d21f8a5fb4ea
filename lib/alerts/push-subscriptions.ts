import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { serverEnv } from '@/lib/env';
import { databaseProblem } from '@/lib/errors/database-problem';
import { Problem } from '@/lib/errors/problem';
import { isAllowedPushEndpoint } from '@/lib/providers/push/endpoint-guard';
import type { Database } from '@/lib/supabase/database.types';
import { PUSH_ENDPOINT_REFUSED } from './push-messages';
import type { PushSubscriptionInput } from './push-schema';

type Client = SupabaseClient<Database>;

const MAX_DEVICE_CHARS = 200;

/**
 * Saves the signed-in admin's device (save_push_subscription: admins only; the same endpoint again
 * updates it). An endpoint on no known push service is refused before anything is stored.
 */
export async function savePushSubscription(supabase: Client, input: PushSubscriptionInput, userAgent: string | null): Promise<void> {
  if (!isAllowedPushEndpoint(input.endpoint, serverEnv().SANDBOXES_URL)) {
    throw new Problem('validation_failed', { message: PUSH_ENDPOINT_REFUSED, fieldErrors: { endpoint: PUSH_ENDPOINT_REFUSED } });
  }
  const { error } = await supabase.rpc('save_push_subscription', {
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth_secret: input.keys.auth,
    device: (userAgent ?? '').slice(0, MAX_DEVICE_CHARS),
  });
  if (error) throw databaseProblem(error);
}

/** Removes the signed-in admin's device; another's, or one already gone, is left as it is (row-level security). */
export async function deletePushSubscription(supabase: Client, endpoint: string): Promise<void> {
  const { error } = await supabase.from('push_subscriptions').delete().eq('endpoint', endpoint);
  if (error) throw new Error(`push_subscriptions delete: ${error.code} ${error.message}`);
}
