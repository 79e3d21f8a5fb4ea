import 'server-only';
import { REVALIDATE_SECONDS, SETTINGS_TAG } from '@/lib/cache/tags';
import { createPublicClient } from '@/lib/supabase/public';
import { SHOP_SETTINGS_COLUMNS, toShopSettings, type ShopSettingsRow } from './mappers';
import { EMPTY_SHOP_SETTINGS, type ShopSettings } from './types';

/**
 * The shop settings as every visitor reads them, cached under the `settings` tag (saving them in the
 * console expires it, so every page shows the new values at once; static pages stay static). When
 * they cannot be read the pages go on with nothing the owner has not confirmed: no WhatsApp button,
 * no bank transfer, no banner.
 */
export async function getShopSettings(): Promise<ShopSettings> {
  const { data, error } = await createPublicClient({ tags: [SETTINGS_TAG], revalidate: REVALIDATE_SECONDS })
    .from('shop_settings')
    .select(SHOP_SETTINGS_COLUMNS)
    .maybeSingle<Omit<ShopSettingsRow, 'id' | 'updated_at'>>();
  if (error || !data) {
    console.error('[settings] could not read the shop settings:', error ?? 'no row');
    return EMPTY_SHOP_SETTINGS;
  }
  return toShopSettings(data);
}
