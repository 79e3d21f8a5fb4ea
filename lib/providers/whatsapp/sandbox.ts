/**
 * WhatsApp in sandbox mode (WHATSAPP_MODE=sandbox): the credentials of the Cloud API sandbox
 * (sandboxes/whatsapp) and where it answers below SANDBOXES_URL. Not secrets: the sandbox reaches no phone.
 */
export const SANDBOX_WHATSAPP = {
  accessToken: 'sandbox-whatsapp-token',
  phoneNumberId: '100000000000001',
  appSecret: 'sandbox-whatsapp-app-secret',
  verifyToken: 'sandbox-whatsapp-verify-token',
} as const;

/** The sandbox's stand-in for https://graph.facebook.com. */
export const WHATSAPP_SANDBOX_GRAPH_PATH = '/whatsapp/graph';

/** The Graph API version the shop calls (`/v{N}/{phone-number-id}/messages`). */
export const GRAPH_API_VERSION = 'v23.0';
