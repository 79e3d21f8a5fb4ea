import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/supabase/database.types';
import { createSupabaseServerClient } from '@/lib/supabase/server';
import { DEFAULT_ALERT_CHANNELS, type AlertChannels } from './schema';

type Client = SupabaseClient<Database>;

/** The signed-in admin's alert channels (row-level security shows only their own row). */
export async function getAlertChannels(supabase: Client): Promise<AlertChannels> {
  const { data, error } = await supabase.from('staff_alert_channels').select('push, mail, whatsapp_number').maybeSingle();
  if (error) throw new Error(`alert channels: ${error.code} ${error.message}`);
  return data ? { push: data.push, mail: data.mail, whatsappNumber: data.whatsapp_number } : DEFAULT_ALERT_CHANNELS;
}

/** Saves the signed-in admin's choice (their own row, made on the first save; row-level security refuses anyone else's). */
export async function saveAlertChannels(supabase: Client, userId: string, channels: AlertChannels): Promise<AlertChannels> {
  const { data, error } = await supabase
    .from('staff_alert_channels')
    .upsert({
      user_id: userId,
      push: channels.push,
      mail: channels.mail,
      whatsapp_number: channels.whatsappNumber,
      updated_at: new Date().toISOString(),
    })
    .select('push, mail, whatsapp_number')
    .single();
  if (error) throw new Error(`save alert channels: ${error.code} ${error.message}`);
  return { push: data.push, mail: data.mail, whatsappNumber: data.whatsapp_number };
}

/** For the console's Alerts page (the admin layout has already checked the role). */
export async function getCurrentAlertChannels(): Promise<AlertChannels> {
  return getAlertChannels(await createSupabaseServerClient());
}
