import type { CourierPlugin } from '../courier';
import { POSTEX_NAME, postExProvider } from './provider';
import {
  POSTEX_SANDBOX_API_PATH,
  POSTEX_SANDBOX_PARCEL_PATH,
  POSTEX_SANDBOX_SLIP_PATH,
  SANDBOX_POSTEX_PICKUP_ADDRESS_CODE,
  SANDBOX_POSTEX_TOKEN,
} from './sandbox';

/** PostEx, live or in the sandboxes service, as POSTEX_MODE says. */
export const postExPlugin: CourierPlugin = {
  name: POSTEX_NAME,
  fromEnv(env) {
    if (env.POSTEX_MODE === 'sandbox') {
      return postExProvider({
        token: SANDBOX_POSTEX_TOKEN,
        pickupAddressCode: SANDBOX_POSTEX_PICKUP_ADDRESS_CODE,
        apiUrl: `${env.SANDBOXES_URL}${POSTEX_SANDBOX_API_PATH}`,
        trackingUrl: (trackingNumber) => `${env.SANDBOXES_URL}${POSTEX_SANDBOX_PARCEL_PATH}/${encodeURIComponent(trackingNumber)}`,
        slipUrl: (trackingNumber) => `${env.SANDBOXES_URL}${POSTEX_SANDBOX_SLIP_PATH}/${encodeURIComponent(trackingNumber)}`,
        sandbox: true,
        timeoutMs: env.COURIER_TIMEOUT_MS,
      });
    }
    if (env.POSTEX_MODE !== 'live') return null;
    return postExProvider({
      // lib/env.ts refuses live mode without it.
      token: env.POSTEX_TOKEN!,
      pickupAddressCode: env.POSTEX_PICKUP_ADDRESS_CODE ?? null,
      apiUrl: env.POSTEX_API_URL,
      trackingUrl: (trackingNumber) => `https://postex.pk/tracking?cn=${encodeURIComponent(trackingNumber)}`,
      slipUrl: null,
      sandbox: false,
      timeoutMs: env.COURIER_TIMEOUT_MS,
    });
  },
};
