import 'server-only';
import { serverEnv } from '@/lib/env';
import { createSupabaseAdminClient } from '@/lib/supabase/admin';

/**
 * Where the shop's own mails go (new orders, shoppers' cancellations, contact messages): the alerts
 * address the owner set in /admin/settings, read when a mail is sent; while it is empty (or cannot be
 * read), the server's SHOP_OWNER_EMAIL. Nothing is copied into the settings: the variable only
 * stands in until the owner gives an address.
 */
export async function shopAlertsEmail(): Promise<string> {
  const fallback = serverEnv().SHOP_OWNER_EMAIL;
  const { data, error } = await createSupabaseAdminClient().from('shop_settings').select('alerts_email').eq('id', true).maybeSingle();
  if (error) {
    console.error('[settings] the alerts address could not be read; mailing SHOP_OWNER_EMAIL:', error.code, error.message);
    return fallback;
  }
  return data?.alerts_email ?? fallback;
}
