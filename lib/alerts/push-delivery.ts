import 'server-only';
import { serverEnv } from '@/lib/env';
import { pushSenderFromEnv } from '@/lib/providers/push/from-env';
import type { PushMessage } from '@/lib/providers/push/push-sender';
import { createSupabaseAdminClient } from '@/lib/supabase/admin';

export interface PushOutcome {
  /** Devices whose push service took the message. */
  sent: number;
  /** Devices that could not be reached or refused it (logged). */
  failed: number;
  /** Devices whose subscription had ended (404/410), now forgotten. */
  removed: number;
}

/**
 * Sends one alert to every device of these people (admins who turned alerts on), each on its own: a
 * device that fails is logged and counted, never stops the others, and one whose push service
 * answers that its subscription ended is deleted. Reads the devices with the service role.
 */
export async function pushToPeople(userIds: string[], message: PushMessage): Promise<PushOutcome> {
  const outcome: PushOutcome = { sent: 0, failed: 0, removed: 0 };
  if (userIds.length === 0) return outcome;
  const admin = createSupabaseAdminClient();
  const { data: devices, error } = await admin
    .from('push_subscriptions')
    .select('endpoint, p256dh, auth_secret')
    .in('user_id', [...new Set(userIds)]);
  if (error) throw new Error(`push_subscriptions: ${error.code} ${error.message}`);
  const sender = pushSenderFromEnv(serverEnv());
  await Promise.all(
    devices.map(async (device) => {
      try {
        const result = await sender.send({ endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth_secret }, message);
        if (result === 'sent') {
          outcome.sent += 1;
          return;
        }
        const { error: deleteError } = await admin.from('push_subscriptions').delete().eq('endpoint', device.endpoint);
        if (deleteError) throw new Error(`could not forget the ended subscription: ${deleteError.code} ${deleteError.message}`);
        outcome.removed += 1;
      } catch (failure) {
        outcome.failed += 1;
        console.error(`[push] ${originOf(device.endpoint)}: ${(failure as Error).message}`);
      }
    }),
  );
  return outcome;
}

/** Where a device's push service is, for the log (the endpoint's path is a secret of the device). */
function originOf(endpoint: string): string {
  return URL.canParse(endpoint) ? new URL(endpoint).origin : 'an unreadable endpoint';
}
