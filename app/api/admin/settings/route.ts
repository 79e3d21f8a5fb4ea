import { route } from '@/lib/http/route';
import { getAdminShopSettings, saveShopSettings } from '@/lib/settings/admin-queries';
import { settingsEndpoints } from '@/lib/settings/contract';
import { SETTINGS_SAVED } from '@/lib/settings/messages';

export const dynamic = 'force-dynamic';

export const GET = route(settingsEndpoints.get, { session: 'owner' }, async ({ supabase }) => ({
  ok: true,
  settings: await getAdminShopSettings(supabase),
}));

export const PUT = route(settingsEndpoints.save, { session: 'owner' }, async ({ input, supabase }) => {
  const settings = await saveShopSettings(supabase, input);
  return { ok: true, message: SETTINGS_SAVED, settings };
});
