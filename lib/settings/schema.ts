import { z } from 'zod';
import { normalizePakistaniMobile } from '@/lib/phone/phone';
import { ibanCheckDigitsMatch } from './iban';
import type { AdminShopSettings, ShopSettings } from './types';

/** The console's words for each refused setting (the database's checks hold the same shapes). */
export const SETTINGS_MESSAGES = {
  whatsappNumber: 'Enter a Pakistani mobile number, e.g. 0300-1234567.',
  contactEmail: 'Enter an e-mail address, e.g. hello@example.pk.',
  alertsEmail: 'Enter an e-mail address, e.g. orders@example.pk.',
  pickupAddress: 'Write the pickup address in 5 to 200 characters.',
  time: 'Enter a time as HH:MM, e.g. 08:00.',
  hours: 'The closing time must be after the opening time.',
  bankName: 'Write the bank and branch in 2 to 80 characters.',
  bankAccountTitle: 'Write the account title in 2 to 80 characters.',
  bankAccountNumber: 'Enter the account number: digits, with spaces or dashes between them.',
  bankIban: 'Enter a Pakistani IBAN: PK, 2 digits, 4 letters, 16 digits.',
  bankIbanCheckDigits: "This IBAN's check digits do not match the rest of it: copy it again from your bank's app or statement.",
  bankIncomplete: 'Fill in all four bank details, or leave all four empty.',
  socialUrl: 'Enter the full address of the profile, starting with https://',
  confirmationHoldHours: 'Enter a whole number of hours from 2 to 168 (a week).',
  handoverAlertHours: 'Enter a whole number of hours from 1 to 168 (a week).',
  codOverdueDays: 'Enter a whole number of days from 1 to 60.',
} as const;

/** The confirmation hold's bounds, in hours (the database's check holds the same). */
export const CONFIRMATION_HOLD_HOURS = { min: 2, max: 168 } as const;

/** When a confirmed order not yet with a courier is brought up, in hours after its confirmation (the database's check holds the same). */
export const HANDOVER_ALERT_HOURS = { min: 1, max: 168 } as const;

/** When a delivered cash-on-delivery parcel the courier has not paid for is overdue, in days (the database's check holds the same). */
export const COD_OVERDUE_DAYS = { min: 1, max: 60 } as const;

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** Optional text: empty means "not given" (null); otherwise it must pass `check`. */
function optional(check: z.ZodType<string, string>) {
  return z.string().max(400, 'This is too long.').transform(blankToNull).pipe(check.nullable());
}

const phone = z
  .string()
  .transform(
    (raw, context) =>
      normalizePakistaniMobile(raw) ?? (context.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.whatsappNumber }), z.NEVER),
  );
const email = (message: string) => z.email({ message }).max(254, message);
const address = z.string().min(5, SETTINGS_MESSAGES.pickupAddress).max(200, SETTINGS_MESSAGES.pickupAddress);
const time = z
  .string()
  .trim()
  .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, SETTINGS_MESSAGES.time);
const bankText = (message: string) => z.string().min(2, message).max(80, message);
const accountNumber = z.string().regex(/^[0-9][0-9 -]{4,28}[0-9]$/, SETTINGS_MESSAGES.bankAccountNumber);
const iban = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .regex(/^PK[0-9]{2}[A-Z]{4}[0-9]{16}$/, { message: SETTINGS_MESSAGES.bankIban, abort: true })
      .refine(ibanCheckDigitsMatch, SETTINGS_MESSAGES.bankIbanCheckDigits),
  );
const wholeHours = (bounds: { min: number; max: number }, message: string) =>
  z
    .string()
    .trim()
    .regex(/^[0-9]{1,3}$/, message)
    .transform(Number)
    .pipe(z.number().min(bounds.min, message).max(bounds.max, message));
const socialUrl = z
  .string()
  .max(200, SETTINGS_MESSAGES.socialUrl)
  .regex(/^https:\/\/[^\s/]+\.[^\s]+$/, SETTINGS_MESSAGES.socialUrl);

/** What /admin/settings sends (every field, empty strings for "not given") and what is saved. */
export const shopSettingsSchema = z
  .object({
    whatsappNumber: optional(phone),
    contactEmail: optional(email(SETTINGS_MESSAGES.contactEmail)),
    alertsEmail: optional(email(SETTINGS_MESSAGES.alertsEmail)),
    pickupAddress: optional(address),
    opensAt: time,
    closesAt: time,
    bankName: optional(bankText(SETTINGS_MESSAGES.bankName)),
    bankAccountTitle: optional(bankText(SETTINGS_MESSAGES.bankAccountTitle)),
    bankAccountNumber: optional(accountNumber),
    bankIban: optional(iban),
    facebookUrl: optional(socialUrl),
    xUrl: optional(socialUrl),
    instagramUrl: optional(socialUrl),
    linkedinUrl: optional(socialUrl),
    paymentIssueBanner: z.boolean(),
    confirmationHoldHours: wholeHours(CONFIRMATION_HOLD_HOURS, SETTINGS_MESSAGES.confirmationHoldHours),
    handoverAlertHours: wholeHours(HANDOVER_ALERT_HOURS, SETTINGS_MESSAGES.handoverAlertHours),
    codOverdueDays: wholeHours(COD_OVERDUE_DAYS, SETTINGS_MESSAGES.codOverdueDays),
  })
  .strict()
  .superRefine((input, context) => {
    if (input.closesAt <= input.opensAt) context.addIssue({ code: 'custom', path: ['closesAt'], message: SETTINGS_MESSAGES.hours });
    const bank = [input.bankName, input.bankAccountTitle, input.bankAccountNumber, input.bankIban];
    const given = bank.filter((value) => value !== null).length;
    if (given > 0 && given < bank.length)
      context.addIssue({ code: 'custom', path: ['bankIncomplete'], message: SETTINGS_MESSAGES.bankIncomplete });
  });

export type ShopSettingsForm = z.input<typeof shopSettingsSchema>;
export type ShopSettingsInput = z.output<typeof shopSettingsSchema>;

/** The form's starting values: what is saved, empty where nothing is (and without an alerts address when none is given). */
export function toSettingsForm(settings: ShopSettings & Partial<Pick<AdminShopSettings, 'alertsEmail'>>): ShopSettingsForm {
  const social = (network: string) => settings.socialLinks.find((link) => link.network === network)?.href ?? '';
  return {
    whatsappNumber: settings.whatsappNumber ?? '',
    contactEmail: settings.contactEmail ?? '',
    alertsEmail: settings.alertsEmail ?? '',
    pickupAddress: settings.pickupAddress ?? '',
    opensAt: settings.hours.opens,
    closesAt: settings.hours.closes,
    bankName: settings.bankAccount?.bankName ?? '',
    bankAccountTitle: settings.bankAccount?.accountTitle ?? '',
    bankAccountNumber: settings.bankAccount?.accountNumber ?? '',
    bankIban: settings.bankAccount?.iban ?? '',
    facebookUrl: social('Facebook'),
    xUrl: social('X'),
    instagramUrl: social('Instagram'),
    linkedinUrl: social('LinkedIn'),
    paymentIssueBanner: settings.paymentIssueBanner,
    confirmationHoldHours: String(settings.confirmationHoldHours),
    handoverAlertHours: String(settings.handoverAlertHours),
    codOverdueDays: String(settings.codOverdueDays),
  };
}
