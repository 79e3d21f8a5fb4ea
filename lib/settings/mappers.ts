import type { Database } from '@/lib/supabase/database.types';
import type { ShopSettings, SocialLink } from './types';

export type ShopSettingsRow = Database['public']['Tables']['shop_settings']['Row'];

/** The columns the shop reads, in one list for every query. */
export const SHOP_SETTINGS_COLUMNS =
  'whatsapp_number, contact_email, pickup_address, opens_at, closes_at, bank_name, bank_account_title, bank_account_number, bank_iban, facebook_url, x_url, instagram_url, linkedin_url, payment_issue_banner, confirmation_hold_hours, handover_alert_hours, cod_overdue_days';

type SettingsColumns = Omit<ShopSettingsRow, 'id' | 'updated_at'>;

/** "08:00:00" → "08:00". */
const hhmm = (time: string) => time.slice(0, 5);

export function toShopSettings(row: SettingsColumns): ShopSettings {
  const social: [SocialLink['network'], string | null][] = [
    ['Facebook', row.facebook_url],
    ['X', row.x_url],
    ['Instagram', row.instagram_url],
    ['LinkedIn', row.linkedin_url],
  ];
  return {
    whatsappNumber: row.whatsapp_number,
    contactEmail: row.contact_email,
    pickupAddress: row.pickup_address,
    hours: { opens: hhmm(row.opens_at), closes: hhmm(row.closes_at) },
    bankAccount:
      row.bank_name && row.bank_account_title && row.bank_account_number && row.bank_iban
        ? { bankName: row.bank_name, accountTitle: row.bank_account_title, accountNumber: row.bank_account_number, iban: row.bank_iban }
        : null,
    socialLinks: social
      .filter((entry): entry is [SocialLink['network'], string] => Boolean(entry[1]))
      .map(([network, href]) => ({ network, href })),
    paymentIssueBanner: row.payment_issue_banner,
    confirmationHoldHours: row.confirmation_hold_hours,
    handoverAlertHours: row.handover_alert_hours,
    codOverdueDays: row.cod_overdue_days,
  };
}
