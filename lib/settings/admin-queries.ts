import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SETTINGS_TAG } from '@/lib/cache/tags';
import { revalidateTags } from '@/lib/cache/revalidation';
import { SHOP_SETTINGS_COLUMNS, toShopSettings, type ShopSettingsRow } from '@/lib/settings/mappers';
import type { ShopSettingsInput } from '@/lib/settings/schema';
import type { AdminShopSettings } from '@/lib/settings/types';
import type { Database } from '@/lib/supabase/database.types';
import { createSupabaseServerClient } from '@/lib/supabase/server';

type Client = SupabaseClient<Database>;
type SettingsColumns = Omit<ShopSettingsRow, 'id' | 'updated_at'>;

/**
 * The settings as they are now, uncached (the console's form starts from them), with the alerts
 * address, which only admins may read (admin_alerts_email).
 */
export async function getAdminShopSettings(supabase: Client): Promise<AdminShopSettings> {
  const [settings, alerts] = await Promise.all([
    supabase.from('shop_settings').select(SHOP_SETTINGS_COLUMNS).eq('id', true).single<SettingsColumns>(),
    supabase.rpc('admin_alerts_email'),
  ]);
  if (settings.error) throw new Error(`shop settings: ${settings.error.code} ${settings.error.message}`);
  if (alerts.error) throw new Error(`alerts address: ${alerts.error.code} ${alerts.error.message}`);
  return { ...toShopSettings(settings.data), alertsEmail: alerts.data };
}

/**
 * Saves the settings as the signed-in admin (row-level security lets only admins change the row)
 * and expires the `settings` tag, so every page shows the new values on its next visit.
 */
export async function saveShopSettings(supabase: Client, input: ShopSettingsInput): Promise<AdminShopSettings> {
  const { data, error } = await supabase
    .from('shop_settings')
    .update({
      whatsapp_number: input.whatsappNumber,
      contact_email: input.contactEmail,
      alerts_email: input.alertsEmail,
      pickup_address: input.pickupAddress,
      opens_at: input.opensAt,
      closes_at: input.closesAt,
      bank_name: input.bankName,
      bank_account_title: input.bankAccountTitle,
      bank_account_number: input.bankAccountNumber,
      bank_iban: input.bankIban,
      facebook_url: input.facebookUrl,
      x_url: input.xUrl,
      instagram_url: input.instagramUrl,
      linkedin_url: input.linkedinUrl,
      payment_issue_banner: input.paymentIssueBanner,
      confirmation_hold_hours: input.confirmationHoldHours,
      handover_alert_hours: input.handoverAlertHours,
      cod_overdue_days: input.codOverdueDays,
    })
    .eq('id', true)
    .select(SHOP_SETTINGS_COLUMNS)
    .single<SettingsColumns>();
  if (error) throw new Error(`save shop settings: ${error.code} ${error.message}`);
  revalidateTags([SETTINGS_TAG]);
  // The row as saved; the alerts address is not among the columns everyone reads back.
  return { ...toShopSettings(data), alertsEmail: input.alertsEmail };
}

/** For the console's Server Components (the admin layout has already checked the role). */
export async function getCurrentAdminShopSettings(): Promise<AdminShopSettings> {
  return getAdminShopSettings(await createSupabaseServerClient());
}
