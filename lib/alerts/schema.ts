import { z } from 'zod';
import { normalizePakistaniMobile } from '@/lib/phone/phone';
import { ALERT_CHANNEL_MESSAGES } from './messages';

/** How one admin wants to hear of alerts (public.staff_alert_channels). */
export interface AlertChannels {
  /** Push to the devices where they turned alerts on. */
  push: boolean;
  /** Mail to their account's address. */
  mail: boolean;
  /** WhatsApp to this number (E.164), or null for none. */
  whatsappNumber: string | null;
}

/** Without a choice of their own: push only. */
export const DEFAULT_ALERT_CHANNELS: AlertChannels = { push: true, mail: false, whatsappNumber: null };

const whatsappNumber = z
  .string()
  .max(40, ALERT_CHANNEL_MESSAGES.whatsappNumber)
  .transform((raw, context) => {
    if (raw.trim() === '') return null;
    return normalizePakistaniMobile(raw) ?? (context.addIssue({ code: 'custom', message: ALERT_CHANNEL_MESSAGES.whatsappNumber }), z.NEVER);
  });

export const alertChannelsSchema = z.object({ push: z.boolean(), mail: z.boolean(), whatsappNumber }).strict();
