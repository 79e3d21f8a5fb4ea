import { endpoint, shape } from '@/lib/api/contract';
import { ADMIN_ACTION_FAILED, ADMIN_LOAD_FAILED } from '@/lib/api/messages';
import { shopSettingsSchema } from './schema';
import type { AdminShopSettings } from './types';

/** The console's settings endpoints (admins only). */
export const settingsEndpoints = {
  /** The shop settings as they are now. */
  get: endpoint({
    method: 'GET',
    path: '/api/admin/settings',
    errors: [],
    fallback: ADMIN_LOAD_FAILED,
    output: shape<{ ok: true; settings: AdminShopSettings }>(),
  }),
  /** Every setting ("" for one not given); every page shows them at once. */
  save: endpoint({
    method: 'PUT',
    path: '/api/admin/settings',
    body: shopSettingsSchema,
    errors: [],
    fallback: ADMIN_ACTION_FAILED,
    output: shape<{ ok: true; message: string; settings: AdminShopSettings }>(),
  }),
};
