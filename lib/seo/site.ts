/**
 * Brand constants of the shop: one place for the name, the place, the contact points and the social
 * profiles, used by the page shell, the metadata and (later) structured data. Plain data with no
 * server-only imports, so client components may read it too.
 *
 * The phone/WhatsApp number and the social profile handles are placeholders chosen for development:
 * the owner replaces them with the real ones before launch (they appear in the footer, the payment-issue
 * banner and the terms).
 */

export const SITE_NAME = 'Gilgit Dry Fruits';

/** The default page title: a brand line about pure, fresh dry fruits from northern Pakistan. */
const SITE_TAGLINE = 'Pure, fresh dry fruits and nuts from the mountains of northern Pakistan';
export const SITE_TITLE = `${SITE_NAME} — ${SITE_TAGLINE}`;

export const SITE_DESCRIPTION =
  'Sun-dried apricots, almonds, walnuts, mulberries, cherries and chilgoza pine nuts, sourced in Gilgit-Baltistan ' +
  'and delivered across Pakistan. Order direct at fair, local-market prices in rupees.';

export const SITE_LOCATION = {
  city: 'Gilgit',
  region: 'Gilgit-Baltistan',
  country: 'Pakistan',
  postalCode: '15100',
  label: 'Gilgit, Gilgit-Baltistan, Pakistan',
} as const;

export const SITE_CONTACT = {
  email: 'hello@gilgitdryfruits.pk',
  /** Placeholder number (replace before launch); E.164 without the plus, as WhatsApp links want it. */
  whatsappNumber: '923000000000',
  phoneDisplay: '+92 300 0000000',
  whatsappUrl: 'https://wa.me/923000000000',
} as const;

export interface SocialLink {
  network: 'Facebook' | 'X' | 'Instagram' | 'LinkedIn';
  href: string;
}

/** Placeholder profiles (replace with the shop's real handles before launch). */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'Facebook', href: 'https://www.facebook.com/gilgitdryfruits' },
  { network: 'X', href: 'https://x.com/gilgitdryfruits' },
  { network: 'Instagram', href: 'https://www.instagram.com/gilgitdryfruits' },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/gilgitdryfruits' },
];

export const POWERED_BY = 'Next.js and Supabase';

/** The brand colour of the browser's chrome (the metadata's theme colour). */
export const THEME_COLOR = '#2b1d16';

export const OG_IMAGE = { url: '/images/og-image.jpg', width: 1200, height: 630, alt: `${SITE_NAME}: dry fruits from Gilgit-Baltistan` } as const;

/** Used when SITE_URL cannot be read (a build with no configuration). */
export const FALLBACK_SITE_URL = 'http://localhost:3000';

/** Placeholder street address of the shop in Gilgit (replace before launch, with the Google Business Profile's). */
export const SITE_STREET_ADDRESS = 'Shahrah-e-Quaid-e-Azam, Jutial';

/** Opening hours: every day, 08:00 to 20:00 (Pakistan time). */
export const SITE_HOURS = {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  opens: '08:00',
  closes: '20:00',
  label: 'Every day, 8:00 am to 8:00 pm',
} as const;

/** A WhatsApp chat with the shop (or, from the console, with a shopper's number), with a first message typed in. */
export function whatsappLink(text: string, number: string = SITE_CONTACT.whatsappNumber): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

/** The shop's number for tel: links, digits only with the leading plus. */
export const SITE_PHONE_HREF = `tel:+${SITE_CONTACT.whatsappNumber}`;
