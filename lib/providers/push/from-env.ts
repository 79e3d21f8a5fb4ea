import 'server-only';
import type { ServerEnv } from '@/lib/env';
import type { PushSender } from './push-sender';
import { loadVapidKeys } from './vapid-keys';
import { webPushSender } from './web-push-sender';

let cached: { env: ServerEnv; sender: PushSender } | null = null;

/** The shop's Web Push sender for the settings lib/env.ts parsed (the keys read once per process). */
export function pushSenderFromEnv(env: ServerEnv): PushSender {
  if (cached?.env === env) return cached.sender;
  const keys = loadVapidKeys(env);
  const sender = webPushSender({ ...keys, subject: env.VAPID_SUBJECT, sandboxesUrl: env.SANDBOXES_URL });
  cached = { env, sender };
  return sender;
}
