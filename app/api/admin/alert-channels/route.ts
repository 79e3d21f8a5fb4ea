import { getAlertChannels, saveAlertChannels } from '@/lib/alerts/channel-settings';
import { staffAlertEndpoints } from '@/lib/alerts/contract';
import { ALERT_CHANNEL_MESSAGES } from '@/lib/alerts/messages';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const GET = route(staffAlertEndpoints.getChannels, { session: 'admin' }, async ({ supabase }) => ({
  ok: true,
  channels: await getAlertChannels(supabase),
}));

export const PUT = route(staffAlertEndpoints.saveChannels, { session: 'admin' }, async ({ input, supabase, user }) => ({
  ok: true,
  message: ALERT_CHANNEL_MESSAGES.saved,
  channels: await saveAlertChannels(supabase, user.id, input),
}));
