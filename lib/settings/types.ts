/** The account bank-transfer orders are paid into. */
export interface BankAccount {
  bankName: string;
  accountTitle: string;
  accountNumber: string;
  iban: string;
}

export type SocialNetwork = 'Facebook' | 'X' | 'Instagram' | 'LinkedIn';

export interface SocialLink {
  network: SocialNetwork;
  href: string;
}

/**
 * The shop's own details as the owner set them in /admin/settings. A null is "not given yet": what
 * would use it is not shown (no WhatsApp button, no bank transfer), never a placeholder.
 */
export interface ShopSettings {
  /** A Pakistani mobile in E.164 (+923001234567): WhatsApp and phone. */
  whatsappNumber: string | null;
  contactEmail: string | null;
  pickupAddress: string | null;
  /** Every day, "HH:MM" Pakistan time. */
  hours: { opens: string; closes: string };
  bankAccount: BankAccount | null;
  /** Only the profiles the owner gave, in the footer's order. */
  socialLinks: SocialLink[];
  paymentIssueBanner: boolean;
  /** How long an unconfirmed cash-on-delivery order holds its stock, in hours; reminded at half. */
  confirmationHoldHours: number;
  /** Hours after its confirmation when an order not yet with a courier is brought to the staff's attention. */
  handoverAlertHours: number;
  /** Days after delivery when a courier's unpaid cash-on-delivery parcel is overdue (the Couriers page). */
  codOverdueDays: number;
}

/** The settings as the console edits them: also where the shop's own mails go, which the site never shows. */
export interface AdminShopSettings extends ShopSettings {
  /** The alerts address; null: the server's SHOP_OWNER_EMAIL (lib/settings/alerts-email.ts). */
  alertsEmail: string | null;
}

/** What the pages show when the settings cannot be read: nothing the owner has not confirmed. */
export const EMPTY_SHOP_SETTINGS: ShopSettings = {
  whatsappNumber: null,
  contactEmail: null,
  pickupAddress: null,
  hours: { opens: '08:00', closes: '20:00' },
  bankAccount: null,
  socialLinks: [],
  paymentIssueBanner: false,
  confirmationHoldHours: 24,
  handoverAlertHours: 24,
  codOverdueDays: 7,
};
