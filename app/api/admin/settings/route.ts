import { SETTINGS_SAVED } from '@/lib/settings/messages';
import { getAdminShopSettings, saveShopSettings } from '@/lib/settings/admin-queries';
import { json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';
import { shopSettingsSchema } from '@/lib/settings/schema';

export const dynamic = 'force-dynamic';

/** GET /api/admin/settings → the shop settings as they are now. */
export const GET = route({ session: 'admin' }, async ({ supabase }) => json({ ok: true, settings: await getAdminShopSettings(supabase) }));

/** PUT /api/admin/settings {every setting; "" for one not given} → saved; every page shows them at once. */
export const PUT = route({ body: shopSettingsSchema, session: 'admin' }, async ({ input, supabase }) => {
  const settings = await saveShopSettings(supabase, input);
  return json({ ok: true, message: SETTINGS_SAVED, settings });
});
