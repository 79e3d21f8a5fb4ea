import { callApi } from '@/lib/api/client';
import type { ShopSettingsForm } from '@/lib/settings/schema';
import type { ShopSettings } from '@/lib/settings/types';
import { ADMIN_ACTION_FAILED } from '@/lib/api/messages';

/** The console's call that saves the shop settings (React Query runs it: components/settings/use-settings-save.ts). */
export function saveAdminSettings(form: ShopSettingsForm): Promise<{ message: string; settings: ShopSettings }> {
  return callApi<{ message: string; settings: ShopSettings }>('/api/admin/settings', {
    method: 'PUT',
    body: form,
    fallbackMessage: ADMIN_ACTION_FAILED,
  });
}
