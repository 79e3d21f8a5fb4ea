/**
 * A checker of JSON-LD against Google Search Central's structured-data docs, for the types the shop
 * emits: Product with its Offers (product snippets + merchant listings), Store (local business),
 * BreadcrumbList, Organization/OnlineStore, WebSite (site names; the search box if there is one).
 *
 * Per type, a table in the docs' own property names:
 * - `required`: missing is a problem (Google would not show the rich result);
 * - `recommended`: Google's recommended list; missing is a problem too, unless the property is in
 *   `absent` with the reason this shop leaves it out (so a new gap has to be explained, not ignored);
 * - `expected`: what this shop promises beyond Google's lists (e.g. a Store's email and social links);
 * - `values`: checks of a property's value when it is present (absolute URLs, ISO codes, numeric
 *   prices, schema.org enumerations in either the short or the full URL form, times, positions).
 * A block of a type with no table is itself a problem, so every new kind of block gets a table.
 *
 * Sources (read 2026-11):
 *   https://developers.google.com/search/docs/appearance/structured-data/product-snippet
 *   https://developers.google.com/search/docs/appearance/structured-data/merchant-listing
 *   https://developers.google.com/search/docs/appearance/structured-data/return-policy
 *   https://developers.google.com/search/docs/appearance/structured-data/local-business
 *   https://developers.google.com/search/docs/appearance/structured-data/breadcrumb
 *   https://developers.google.com/search/docs/appearance/structured-data/organization
 *   https://developers.google.com/search/docs/appearance/site-names
 *   https://developers.google.com/search/docs/appearance/structured-data/sitelinks-searchbox (retired
 *   by Google in 2024; a SearchAction is still valid schema.org and is checked if present)
 */

export interface Problem {
  /** Where: "Product.offers[2].price". */
  path: string;
  message: string;
}

type Node = Record<string, unknown>;
type ValueCheck = (value: unknown) => string | null;
/** A property name, or alternatives of which any one will do ("gtin" | "gtin13" …). */
type Property = string | readonly string[];

interface TypeRule {
  required: readonly Property[];
  recommended?: readonly Property[];
  /** Recommended properties left out on purpose: the key is the property (alternatives joined by "|"). */
  absent?: Readonly<Record<string, string>>;
  expected?: readonly Property[];
  values?: Readonly<Record<string, ValueCheck>>;
  /** Checks across properties (positions 1..n, a return window that needs its days…). */
  check?: (node: Node, path: string, problem: (message: string, at?: string) => void) => void;
}

const SCHEMA = /^https?:\/\/schema\.org\//;

// ---------------------------------------------------------------------------------------------
// Value checks

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
const typesOf = (node: Node): string[] => list(node['@type']).filter((t): t is string => typeof t === 'string');

export function isAbsoluteUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && value.startsWith(`${url.protocol}//`);
  } catch {
    return false;
  }
}

const text: ValueCheck = (value) => (typeof value === 'string' && value.trim() !== '' ? null : 'must be non-empty text');

const absoluteUrl: ValueCheck = (value) => (isAbsoluteUrl(value) ? null : `must be an absolute http(s) URL, got ${JSON.stringify(value)}`);

/** One or more absolute URLs. */
const urls: ValueCheck = (value) => {
  const items = list(value);
  if (items.length === 0) return 'must list at least one URL';
  const bad = items.find((item) => !isAbsoluteUrl(item));
  return bad === undefined ? null : `must be absolute http(s) URLs, got ${JSON.stringify(bad)}`;
};

/** URLs or ImageObjects with an absolute url. */
const images: ValueCheck = (value) => {
  const items = list(value);
  if (items.length === 0) return 'must list at least one image';
  const bad = items.find((item) => !(isAbsoluteUrl(item) || (isNode(item) && isAbsoluteUrl(item.url))));
  return bad === undefined ? null : `must be absolute image URLs (or ImageObjects with one), got ${JSON.stringify(bad)}`;
};

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
const currency: ValueCheck = (value) =>
  typeof value === 'string' && /^[A-Z]{3}$/.test(value) && CURRENCIES.has(value)
    ? null
    : `must be an ISO 4217 currency code, got ${JSON.stringify(value)}`;

/** A number, or a string of digits with an optional "." decimal part: no symbol, no thousands separator. Above zero. */
const price: ValueCheck = (value) => {
  const ok = (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value));
  if (!ok) return `must be a number (no currency symbol or separators), got ${JSON.stringify(value)}`;
  return Number(value) > 0 ? null : `must be above zero for merchant listings, got ${JSON.stringify(value)}`;
};

const country: ValueCheck = (value) =>
  typeof value === 'string' && /^[A-Z]{2}$/.test(value) ? null : `must be an ISO 3166-1 alpha-2 code, got ${JSON.stringify(value)}`;
const countries: ValueCheck = (value) =>
  list(value)
    .map(country)
    .find((message) => message !== null) ?? null;

/** A schema.org enumeration member, as "InStock" or "https://schema.org/InStock" (Google accepts both). */
function member(...names: string[]): ValueCheck {
  return (value) => {
    const name = typeof value === 'string' ? value.replace(SCHEMA, '') : null;
    return name !== null && names.includes(name)
      ? null
      : `must be one of ${names.join(', ')} (short or https://schema.org/ form), got ${JSON.stringify(value)}`;
  };
}

const AVAILABILITY = [
  'BackOrder',
  'Discontinued',
  'InStock',
  'InStoreOnly',
  'LimitedAvailability',
  'MadeToOrder',
  'OnlineOnly',
  'OutOfStock',
  'PreOrder',
  'PreSale',
  'Reserved',
  'SoldOut',
];
const CONDITION = ['NewCondition', 'RefurbishedCondition', 'UsedCondition', 'DamagedCondition'];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const days: ValueCheck = (value) => {
  const items = list(value);
  return items.length > 0 && items.every((day) => member(...DAYS)(day) === null)
    ? null
    : `must be days of the week, got ${JSON.stringify(value)}`;
};

/** "08:00" or "20:00:00", as the docs' hh:mm[:ss]. */
const time: ValueCheck = (value) =>
  typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value)
    ? null
    : `must be a time hh:mm[:ss], got ${JSON.stringify(value)}`;

/** With the country code, as Google asks: "+92 300 0000000". */
const telephone: ValueCheck = (value) =>
  typeof value === 'string' && /^\+[1-9][\d \-()]{6,}$/.test(value)
    ? null
    : `must be a phone number with its + country code, got ${JSON.stringify(value)}`;

const email: ValueCheck = (value) =>
  typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : `must be an email address, got ${JSON.stringify(value)}`;

/** Google asks for at least 5 decimal places. */
function coordinate(limit: number): ValueCheck {
  return (value) => {
    const n = Number(value);
    if (!Number.isFinite(n) || Math.abs(n) > limit) return `must be a coordinate within ±${limit}, got ${JSON.stringify(value)}`;
    const decimals = String(value).split('.')[1]?.length ?? 0;
    return decimals >= 5 ? null : `needs at least 5 decimal places, got ${JSON.stringify(value)}`;
  };
}

const positiveInteger: ValueCheck = (value) =>
  Number.isInteger(value) && (value as number) > 0 ? null : `must be a positive whole number, got ${JSON.stringify(value)}`;

const isoDate: ValueCheck = (value) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value))
    ? null
    : `must be an ISO 8601 date, got ${JSON.stringify(value)}`;

/** Nested objects of one of these types (the type may also be left to the parent, as next-seo never does). */
function ofType(...types: string[]): ValueCheck {
  return (value) => {
    const items = list(value);
    if (items.length === 0) return `must hold a ${types.join(' or ')}`;
    const bad = items.find((item) => !isNode(item) || !typesOf(item).some((t) => types.includes(t)));
    return bad === undefined ? null : `must be ${types.join(' or ')} objects, got ${JSON.stringify(bad)?.slice(0, 80)}`;
  };
}

// ---------------------------------------------------------------------------------------------
// The tables

const RETURN_CATEGORIES = ['MerchantReturnFiniteReturnWindow', 'MerchantReturnNotPermitted', 'MerchantReturnUnlimitedWindow'];

const RULES: Readonly<Record<string, TypeRule>> = {
  // Product snippets need name + one of offers/review/aggregateRating; merchant listings need name,
  // image and offers. We sell on the page, so the merchant-listing set applies.
  Product: {
    required: ['name', 'image', 'offers'],
    recommended: [
      'aggregateRating',
      'audience',
      'brand',
      'color',
      'description',
      ['gtin', 'gtin8', 'gtin12', 'gtin13', 'gtin14', 'isbn'],
      'hasCertification',
      'inProductGroupWithID',
      'isVariantOf',
      'material',
      'mpn',
      'pattern',
      'review',
      'size',
      'sku',
      'subjectOf',
    ],
    absent: {
      aggregateRating:
        'the product page shows no product reviews; the site testimonials are about the shop, and Google ignores self-serving reviews',
      review: 'no product reviews on the page (see aggregateRating)',
      audience: 'food for everyone: no target audience to state',
      color: 'not a property of loose dry fruit',
      material: 'not a property of loose dry fruit',
      pattern: 'not a property of loose dry fruit',
      'gtin|gtin8|gtin12|gtin13|gtin14|isbn': 'loose goods packed in the shop carry no barcode (identifier_exists = no in the feed)',
      mpn: 'own-label goods: no manufacturer part number',
      hasCertification: 'no certification recorded for any product',
      inProductGroupWithID: 'one Product per page, its weights as Offers (a ProductGroup would carry variants)',
      isVariantOf: 'the same: the weights are Offers, not variant Products',
      size: 'each Offer is a different weight, so the Product has no single size',
      subjectOf: 'no 3D model',
    },
    expected: ['url'],
    values: {
      name: text,
      description: text,
      image: images,
      offers: ofType('Offer', 'AggregateOffer'),
      brand: ofType('Brand', 'Organization'),
      sku: text,
      url: absoluteUrl,
    },
  },
  Offer: {
    required: [['price', 'priceSpecification'], 'priceCurrency'],
    recommended: ['availability', 'hasMerchantReturnPolicy', 'itemCondition', 'shippingDetails', 'priceValidUntil'],
    absent: {
      shippingDetails:
        'the fee depends on the city (its courier zone), the weight band of the whole order and the courier; the product page shows none of it and checkout prices it',
      priceValidUntil: 'prices have no end date (Google: "if applicable")',
    },
    expected: ['url', 'sku', 'seller'],
    values: {
      price,
      priceCurrency: currency,
      availability: member(...AVAILABILITY),
      itemCondition: member(...CONDITION),
      hasMerchantReturnPolicy: ofType('MerchantReturnPolicy'),
      priceSpecification: ofType('UnitPriceSpecification', 'PriceSpecification'),
      priceValidUntil: isoDate,
      url: absoluteUrl,
      sku: text,
      seller: ofType('Organization', 'OnlineStore', 'Store', 'Person'),
    },
  },
  UnitPriceSpecification: {
    required: ['price', 'priceCurrency'],
    values: { price, priceCurrency: currency, priceType: member('StrikethroughPrice', 'ListPrice', 'SalePrice') },
  },
  MerchantReturnPolicy: {
    required: ['applicableCountry', 'returnPolicyCategory'],
    values: {
      applicableCountry: countries,
      returnPolicyCategory: member(...RETURN_CATEGORIES),
      merchantReturnDays: positiveInteger,
      merchantReturnLink: absoluteUrl,
    },
    check(node, _path, problem) {
      const category = String(node.returnPolicyCategory ?? '').replace(SCHEMA, '');
      if (category === 'MerchantReturnFiniteReturnWindow' && node.merchantReturnDays === undefined)
        problem('a finite return window needs merchantReturnDays', 'merchantReturnDays');
      if (category !== 'MerchantReturnNotPermitted' && category !== '' && node.returnMethod === undefined)
        problem('returns are permitted, so say how (returnMethod)', 'returnMethod');
    },
  },
  Brand: { required: ['name'], values: { name: text } },

  // Local business: https://developers.google.com/search/docs/appearance/structured-data/local-business
  LocalBusiness: {
    required: ['name', 'address'],
    recommended: [
      'aggregateRating',
      'department',
      'geo',
      'menu',
      'openingHoursSpecification',
      'priceRange',
      'review',
      'servesCuisine',
      'telephone',
      'url',
    ],
    absent: {
      aggregateRating: 'reviews of the shop on its own site are self-serving: Google shows no stars for them',
      review: 'reviews of the shop on its own site are self-serving (see aggregateRating)',
      department: 'one shop, no departments',
      geo: 'no surveyed coordinates: the owner sets a street address in /admin/settings, not a position',
      menu: 'restaurants only',
      servesCuisine: 'restaurants only',
    },
    expected: ['image', 'email', 'sameAs'],
    values: {
      name: text,
      address: ofType('PostalAddress'),
      url: absoluteUrl,
      image: images,
      telephone,
      email,
      sameAs: urls,
      geo: ofType('GeoCoordinates'),
      openingHoursSpecification: ofType('OpeningHoursSpecification'),
      priceRange: (value) =>
        typeof value === 'string' && value.trim() !== '' && value.length < 100
          ? null
          : `must be text shorter than 100 characters, got ${JSON.stringify(value)}`,
    },
  },
  PostalAddress: {
    required: [],
    recommended: ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'],
    values: { streetAddress: text, addressLocality: text, addressRegion: text, postalCode: text, addressCountry: country },
  },
  OpeningHoursSpecification: {
    required: ['dayOfWeek', 'opens', 'closes'],
    values: { dayOfWeek: days, opens: time, closes: time, validFrom: isoDate, validThrough: isoDate },
  },
  GeoCoordinates: { required: ['latitude', 'longitude'], values: { latitude: coordinate(90), longitude: coordinate(180) } },

  // Breadcrumb: https://developers.google.com/search/docs/appearance/structured-data/breadcrumb
  BreadcrumbList: {
    required: ['itemListElement'],
    values: { itemListElement: ofType('ListItem') },
    check(node, _path, problem) {
      const items = list(node.itemListElement).filter(isNode);
      if (items.length < 2) problem('a breadcrumb trail needs at least two ListItems', 'itemListElement');
      items.forEach((item, index) => {
        if (item.position !== index + 1)
          problem(
            `positions must run 1..n in order: item ${index + 1} has ${JSON.stringify(item.position)}`,
            `itemListElement[${index}].position`,
          );
        const target = isNode(item.item) ? item.item['@id'] : item.item;
        if (index < items.length - 1 || target !== undefined) {
          if (!isAbsoluteUrl(target))
            problem(`item must be the crumb's absolute URL, got ${JSON.stringify(target)}`, `itemListElement[${index}].item`);
        }
      });
    },
  },
  ListItem: { required: ['position', 'name'], values: { position: positiveInteger, name: text } },

  // Organization: https://developers.google.com/search/docs/appearance/structured-data/organization
  // (no required properties; an online store should use the OnlineStore subtype).
  Organization: {
    required: [],
    recommended: [
      'address',
      'alternateName',
      'contactPoint',
      'description',
      'email',
      'foundingDate',
      'hasMerchantReturnPolicy',
      'legalName',
      'logo',
      'name',
      'numberOfEmployees',
      'sameAs',
      'telephone',
      'url',
      ['taxID', 'vatID', 'duns', 'leiCode', 'naics', 'globalLocationNumber', 'iso6523Code'],
    ],
    absent: {
      alternateName: 'the shop trades under one name',
      foundingDate: 'not recorded',
      legalName: 'not recorded: the trading name is what the shop publishes',
      numberOfEmployees: 'not recorded',
      'taxID|vatID|duns|leiCode|naics|globalLocationNumber|iso6523Code': 'no registration or tax numbers are recorded for the shop',
    },
    values: {
      name: text,
      description: text,
      url: absoluteUrl,
      logo: images,
      sameAs: urls,
      email,
      telephone,
      address: ofType('PostalAddress'),
      contactPoint: ofType('ContactPoint'),
      hasMerchantReturnPolicy: ofType('MerchantReturnPolicy'),
    },
  },
  ContactPoint: {
    required: ['contactType', ['telephone', 'email']],
    values: { contactType: text, telephone, email },
  },

  // Site names: https://developers.google.com/search/docs/appearance/site-names (on the home page).
  WebSite: {
    required: ['name', 'url'],
    recommended: ['alternateName'],
    absent: { alternateName: 'the shop has one name' },
    values: { name: text, url: absoluteUrl, potentialAction: ofType('SearchAction') },
  },
  SearchAction: {
    required: ['target', 'query-input'],
    values: {
      target: (value) => {
        const template = isNode(value) ? value.urlTemplate : value;
        if (!isAbsoluteUrl(typeof template === 'string' ? template.replace('{search_term_string}', 'x') : template))
          return `must be an absolute URL template, got ${JSON.stringify(template)}`;
        return String(template).includes('{search_term_string}') ? null : 'the URL template must contain {search_term_string}';
      },
      'query-input': (value) =>
        value === 'required name=search_term_string' ? null : `must be "required name=search_term_string", got ${JSON.stringify(value)}`,
    },
  },
  ImageObject: { required: ['url'], values: { url: absoluteUrl } },
};

/** Subtypes checked with their parent's table. */
const ALIASES: Readonly<Record<string, string>> = { Store: 'LocalBusiness', OnlineStore: 'Organization' };

/** The types a block may have at the top of a script. */
export const TOP_LEVEL_TYPES = ['Product', 'Store', 'LocalBusiness', 'BreadcrumbList', 'Organization', 'OnlineStore', 'WebSite'] as const;

/** The reasons given for recommended properties left out, per type (for reports). */
export function intentionallyAbsent(type: string): Readonly<Record<string, string>> {
  return RULES[ALIASES[type] ?? type]?.absent ?? {};
}

// ---------------------------------------------------------------------------------------------
// The walk

const key = (property: Property) => (typeof property === 'string' ? property : property.join('|'));
const present = (node: Node, property: Property) =>
  (typeof property === 'string' ? [property] : property).some(
    (name) => node[name] !== undefined && node[name] !== null && node[name] !== '',
  );

/**
 * Checks a node and everything nested in it. A top-level type met nested (an Offer's seller, a
 * Store's parent) is a reference, not the description: only its values are checked there.
 */
function checkNode(node: Node, path: string, problems: Problem[], top: boolean) {
  for (const type of typesOf(node)) {
    const rule = RULES[ALIASES[type] ?? type];
    if (!rule) continue;
    const problem = (message: string, at?: string) => problems.push({ path: at ? `${path}.${at}` : path, message });
    const reference = !top && (TOP_LEVEL_TYPES as readonly string[]).includes(type);
    if (!reference) {
      for (const property of rule.required)
        if (!present(node, property)) problem(`required property missing (Google: ${type})`, key(property));
      for (const property of rule.recommended ?? []) {
        if (!present(node, property) && !(key(property) in (rule.absent ?? {})))
          problem(`recommended property missing, and not listed as intentionally absent (Google: ${type})`, key(property));
      }
      for (const property of rule.expected ?? [])
        if (!present(node, property)) problem('property this shop always fills is missing', key(property));
    }
    for (const [property, check] of Object.entries(rule.values ?? {})) {
      if (node[property] === undefined) continue;
      const message = check(node[property]);
      if (message) problem(message, property);
    }
    if (!reference) rule.check?.(node, path, problem);
  }
  for (const [property, value] of Object.entries(node)) {
    if (property === '@context') continue;
    if (Array.isArray(value))
      value.forEach((item, index) => isNode(item) && checkNode(item, `${path}.${property}[${index}]`, problems, false));
    else if (isNode(value)) checkNode(value, `${path}.${property}`, problems, false);
  }
}

/** Every problem of one JSON-LD block (an object, or an array of them, as parsed from a script). */
export function checkStructuredData(block: unknown): Problem[] {
  const problems: Problem[] = [];
  list(block).forEach((item, index) => {
    const at = Array.isArray(block) ? `[${index}]` : '';
    if (!isNode(item)) return problems.push({ path: at || '$', message: 'a JSON-LD block must be an object' });
    const types = typesOf(item);
    const name = `${at}${types.join('+') || '?'}`;
    if (typeof item['@context'] !== 'string' || !/^https?:\/\/schema\.org\/?$/.test(item['@context']))
      problems.push({ path: name, message: `@context must be https://schema.org, got ${JSON.stringify(item['@context'])}` });
    if (!types.some((type) => (TOP_LEVEL_TYPES as readonly string[]).includes(type))) {
      problems.push({
        path: name,
        message: `no rules for a block of type ${JSON.stringify(item['@type'])}: add its table to tests/support/structured-data.ts`,
      });
      return;
    }
    checkNode(item, name, problems, true);
  });
  return problems;
}

/** The parsed content of every <script type="application/ld+json"> in a page, one entry per script. */
export function jsonLdScripts(html: string): unknown[] {
  return [...html.matchAll(/<script\b[^>]*\btype="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );
}

/** The JSON-LD objects of a page, flattened (a script may hold an array). */
export function jsonLdBlocks(html: string): Node[] {
  return jsonLdScripts(html)
    .flatMap((data) => list(data))
    .filter(isNode);
}

/** Every problem of every JSON-LD script of a page, as "path: message" lines. */
export function structuredDataProblems(html: string): string[] {
  return jsonLdScripts(html).flatMap((data) => checkStructuredData(data).map((p) => `${p.path}: ${p.message}`));
}
