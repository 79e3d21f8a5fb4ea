import type { CourierPlugin } from '../courier';
import { LEOPARDS_NAME, leopardsProvider } from './provider';
import { LEOPARDS_SANDBOX_API_PATH, LEOPARDS_SANDBOX_PARCEL_PATH, SANDBOX_LEOPARDS } from './sandbox';

/** Leopards Courier, live or in the sandboxes service, as LEOPARDS_MODE says. */
export const leopardsPlugin: CourierPlugin = {
  name: LEOPARDS_NAME,
  fromEnv(env) {
    if (env.LEOPARDS_MODE === 'sandbox') {
      return leopardsProvider({
        ...SANDBOX_LEOPARDS,
        apiUrl: `${env.SANDBOXES_URL}${LEOPARDS_SANDBOX_API_PATH}`,
        trackingUrl: (trackingNumber) => `${env.SANDBOXES_URL}${LEOPARDS_SANDBOX_PARCEL_PATH}/${encodeURIComponent(trackingNumber)}`,
        sandbox: true,
        timeoutMs: env.COURIER_TIMEOUT_MS,
      });
    }
    if (env.LEOPARDS_MODE !== 'live') return null;
    return leopardsProvider({
      // lib/env.ts refuses live mode without both.
      apiKey: env.LEOPARDS_API_KEY!,
      apiPassword: env.LEOPARDS_API_PASSWORD!,
      apiUrl: env.LEOPARDS_API_URL,
      trackingUrl: (trackingNumber) => `https://www.leopardscourier.com/leopards-tracking?cn=${encodeURIComponent(trackingNumber)}`,
      sandbox: false,
      timeoutMs: env.COURIER_TIMEOUT_MS,
    });
  },
};
