import { LISTINGS } from '@/lib/catalog/listing';
import { POWERED_BY, SITE_LOCATION } from '@/lib/seo/site';

/**
 * The shop's words in English, by the part of the shop that shows them. English is the spec's, word
 * for word: a text the spec or a domain already names is taken from there, not written again.
 * Arguments in braces are next-intl's (ICU) placeholders. Urdu is ur.ts, with the same keys; i18n/catalogs.ts hands them to next-intl.
 */
export const en = {
  Frame: {
    skipToContent: 'Skip to content',
  },
  Navigation: {
    main: 'Main',
    home: 'Home',
    contactUs: 'Contact Us',
    allProducts: 'All products',
    trackOrder: 'Track your order',
    terms: 'Terms and Policies',
    listings: {
      shop: LISTINGS.shop.title,
      'best-sellers': LISTINGS['best-sellers'].title,
      'northern-area': LISTINGS['northern-area'].title,
      international: LISTINGS.international.title,
    },
  },
  Footer: {
    about:
      'Apricots, almonds, walnuts, mulberries, cherries and chilgoza, sourced from the valleys of Gilgit-Baltistan and sent across Pakistan.',
    location: `${SITE_LOCATION.city}, ${SITE_LOCATION.region}`,
    socialMedia: 'Social media',
    socialProfile: '{site} on {network}',
    shop: 'Shop',
    help: 'Help',
    orderAndQuestions: 'Order and questions',
    whatsapp: 'WhatsApp {phone}',
    paymentWithBank: 'Cash on delivery and bank transfer. Prices in rupees (Rs.).',
    paymentCashOnly: 'Cash on delivery. Prices in rupees (Rs.).',
    rights: `© {year} {site}, ${SITE_LOCATION.city}. All rights reserved.`,
    poweredBy: `Powered by ${POWERED_BY}`,
  },
  NotFound: {
    title: 'Page not found',
    eyebrow: 'Error 404',
    heading: 'This page wandered off the trail',
    body: 'We could not find the page you were looking for. It may have moved, or the address may be mistyped.',
    backHome: 'Back to Home',
    browseShop: 'Browse the shop',
    categories: 'Categories',
    pickCategory: 'Or pick a category:',
  },
  Home: {
    heroEyebrow: 'Grown in Gilgit-Baltistan',
    heroTitle: 'Pure and Fresh Dry Fruits',
    heroSubtitle: 'Straight from the mountains to your door',
    heroDescription1: 'Sun-dried apricots, almonds, walnuts, mulberries, cherries and chilgoza pine nuts.',
    heroDescription2: 'Sourced in Gilgit and delivered anywhere in Pakistan, at fair local-market prices.',
    promises: 'Our promises',
    sourcedLabel: 'Sourced in Gilgit-Baltistan',
    sourcedDetail: 'From local growers',
    deliveredLabel: 'Delivered across Pakistan',
    deliveredDetail: 'By trusted couriers',
    cashLabel: 'Cash on delivery',
    cashDetail: 'Or bank transfer',
    freshLabel: 'Packed fresh',
    freshDetail: 'When you order',
    shopNow: 'Shop Now',
    bestSellers: 'Best sellers',
    seeAllBestSellers: 'See all best sellers',
    categoriesHeading: 'Shop by Category',
    seeAllProducts: 'See all products',
    browse: 'Browse',
    categoryBlurbs: {
      'best-sellers': 'The dry fruits and nuts our customers order again and again.',
      'northern-area': 'Apricots, mulberries, walnuts, cherries and chilgoza from Gilgit-Baltistan.',
      international: 'Favourites from beyond our valleys, chosen with the same care.',
    },
    pitchEyebrow: 'Why we started',
    pitchHeading: 'Real mountain dry fruits, without the hunt',
    pitchIntro:
      'Local dry fruits from the north are hard to find elsewhere in Pakistan, and what you do find is often not truly local, or costs far more than it should.',
    problemHeading: 'The problem',
    answerHeading: 'Our answer',
    problems: {
      hardToGet: { title: 'Hard to get', text: 'Good northern dry fruits are seasonal, sell out fast and reach only a few city shops.' },
      notLocal: { title: 'Often not truly local', text: 'Imported nuts and fruit are easily passed off as "from the north".' },
      overpriced: { title: 'Overpriced', text: 'Each middleman between the orchard and your home adds to the price.' },
    },
    answers: {
      available: { title: 'Always available', text: 'Stocked all year and packed when you order.' },
      direct: { title: 'Order direct', text: 'Straight from our shop in Gilgit, with no middlemen.' },
      local: { title: 'Truly local', text: 'Sourced from growers across Gilgit-Baltistan.' },
      fair: { title: 'Fair prices', text: 'Priced at local-market rates, in rupees.' },
    },
    helpHeading: 'Questions before you order?',
    helpBody: "Ask us about this season's harvest, a product or a larger order. We answer from Gilgit.",
    helpAction: 'Message us on WhatsApp',
  },
};

/** The shape every language's words have: en's keys, each a text. */
export type Catalog = Words<typeof en>;

type Words<T> = { [K in keyof T]: T[K] extends string ? string : Words<T[K]> };
