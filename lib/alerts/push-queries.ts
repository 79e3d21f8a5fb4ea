import 'server-only';
import { serverEnv } from '@/lib/env';
import { pushSenderFromEnv } from '@/lib/providers/push/from-env';

/** The VAPID public key the console's browsers subscribe with (their applicationServerKey). */
export function getPushPublicKey(): string {
  return pushSenderFromEnv(serverEnv()).publicKey;
}
