import type { ServerEnv } from '@/lib/env';
import { cloudApiMessenger } from './cloud-api';
import type { WhatsAppMessenger } from './messenger';
import { SANDBOX_WHATSAPP, WHATSAPP_SANDBOX_GRAPH_PATH } from './sandbox';

/** The WhatsApp provider in the mode lib/env.ts parsed (WHATSAPP_MODE): the Cloud API, its sandbox, or null when off. */
export function whatsAppMessengerFromEnv(env: ServerEnv): WhatsAppMessenger | null {
  if (env.WHATSAPP_MODE === 'sandbox') {
    return cloudApiMessenger({ ...SANDBOX_WHATSAPP, graphUrl: `${env.SANDBOXES_URL}${WHATSAPP_SANDBOX_GRAPH_PATH}`, sandbox: true });
  }
  if (env.WHATSAPP_MODE !== 'live') return null;
  return cloudApiMessenger({
    graphUrl: env.WHATSAPP_GRAPH_URL,
    // lib/env.ts refuses live mode without all four.
    accessToken: env.WHATSAPP_ACCESS_TOKEN!,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID!,
    appSecret: env.WHATSAPP_APP_SECRET!,
    verifyToken: env.WHATSAPP_VERIFY_TOKEN!,
    sandbox: false,
  });
}
