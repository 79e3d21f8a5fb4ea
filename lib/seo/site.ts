/**
 * Brand constants of the shop: the name, the place and the look, used by the page shell, the metadata
 * and structured data. Plain data with no server-only imports, so client components may read it too.
 * The contact points, hours, bank account and social profiles are the owner's to set: they live in
 * the database (lib/settings), never here.
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

export const POWERED_BY = 'Next.js and Supabase';

/** The brand colour of the browser's chrome (the metadata's theme colour). */
export const THEME_COLOR = '#2b1d16';

export const OG_IMAGE = {
  url: '/images/og-image.jpg',
  width: 1200,
  height: 630,
  alt: `${SITE_NAME}: dry fruits from Gilgit-Baltistan`,
} as const;

/** Used when SITE_URL cannot be read (a build with no configuration). */
export const FALLBACK_SITE_URL = 'http://localhost:3000';
