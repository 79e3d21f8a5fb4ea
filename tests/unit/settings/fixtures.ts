import type { ShopSettings } from '@/lib/settings/types';

/** A shop whose owner has filled in every setting. */
export const FILLED_SETTINGS: ShopSettings = {
  whatsappNumber: '+923551234567',
  contactEmail: 'hello@gilgitdryfruits.pk',
  pickupAddress: 'Shahrah-e-Quaid-e-Azam, Jutial',
  hours: { opens: '08:00', closes: '20:00' },
  bankAccount: {
    bankName: 'Habib Bank Limited, Airport Road, Gilgit',
    accountTitle: 'Gilgit Dry Fruits',
    accountNumber: '1234-56789012-03',
    iban: 'PK74HBPK0000123456789012',
  },
  socialLinks: [
    { network: 'Facebook', href: 'https://www.facebook.com/gilgitdryfruits' },
    { network: 'X', href: 'https://x.com/gilgitdryfruits' },
    { network: 'Instagram', href: 'https://www.instagram.com/gilgitdryfruits' },
    { network: 'LinkedIn', href: 'https://www.linkedin.com/company/gilgitdryfruits' },
  ],
  paymentIssueBanner: false,
  confirmationHoldHours: 24,
  handoverAlertHours: 24,
  codOverdueDays: 7,
};
