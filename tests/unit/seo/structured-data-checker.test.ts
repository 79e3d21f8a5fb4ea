import { checkStructuredData, intentionallyAbsent, jsonLdScripts, structuredDataProblems } from '../../support/structured-data';

/**
 * The checker itself: complete blocks pass, and each kind of breakage is caught, so a green e2e
 * run means the pages' JSON-LD meets the tables and not that the checker cannot fail.
 */

const origin = 'https://gilgitdryfruits.pk';
type Block = Record<string, unknown>;

const offer = (overrides: Block = {}): Block => ({
  '@type': 'Offer',
  url: `${origin}/product/12`,
  sku: 'CPN-250G',
  price: 2900,
  priceCurrency: 'PKR',
  availability: 'https://schema.org/InStock',
  itemCondition: 'https://schema.org/NewCondition',
  seller: { '@type': 'Organization', name: 'Gilgit Dry Fruits', url: `${origin}/` },
  hasMerchantReturnPolicy: {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: ['PK'],
    returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
  },
  ...overrides,
});

const goodProduct = (): Block => ({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Chilgoza Pine Nuts (Roasted)',
  description: 'Roasted in their shells.',
  image: [`${origin}/images/products/chilgoza-pine-nuts.webp`],
  sku: 'chilgoza-pine-nuts',
  brand: { '@type': 'Brand', name: 'Gilgit Dry Fruits' },
  offers: [offer(), offer({ sku: 'CPN-1KG', price: 10800, availability: 'https://schema.org/OutOfStock' })],
  url: `${origin}/product/12`,
});

const goodBreadcrumbs = (): Block => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: [
    { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
    { '@type': 'ListItem', position: 2, name: 'Shop', item: `${origin}/shop` },
  ],
});

const address = {
  '@type': 'PostalAddress',
  streetAddress: 'Jutial',
  addressLocality: 'Gilgit',
  addressRegion: 'Gilgit-Baltistan',
  postalCode: '15100',
  addressCountry: 'PK',
};

const goodStore = (): Block => ({
  '@context': 'https://schema.org',
  '@type': 'Store',
  name: 'Gilgit Dry Fruits',
  address,
  url: `${origin}/`,
  telephone: '+923000000000',
  image: `${origin}/images/og-image.jpg`,
  priceRange: 'Rs. 450 – Rs. 10,800',
  openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Sunday'], opens: '08:00', closes: '20:00' }],
  sameAs: ['https://www.facebook.com/gilgitdryfruits'],
  email: 'hello@gilgitdryfruits.pk',
});

const goodOrganization = (): Block => ({
  '@context': 'https://schema.org',
  '@type': 'OnlineStore',
  name: 'Gilgit Dry Fruits',
  url: `${origin}/`,
  logo: `${origin}/logo.png`,
  description: 'Dry fruits from Gilgit.',
  sameAs: ['https://x.com/gilgitdryfruits'],
  address,
  contactPoint: [
    { '@type': 'ContactPoint', contactType: 'customer service', telephone: '+923000000000', email: 'hello@gilgitdryfruits.pk' },
  ],
  telephone: '+923000000000',
  email: 'hello@gilgitdryfruits.pk',
  hasMerchantReturnPolicy: {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: ['PK'],
    returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
    merchantReturnLink: `${origin}/terms#returns`,
  },
});

const goodWebSite = (): Block => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name: 'Gilgit Dry Fruits',
  url: `${origin}/`,
  potentialAction: {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${origin}/shop?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  },
});

/** The messages of one block, as "path: message". */
const problems = (block: unknown) => checkStructuredData(block).map((p) => `${p.path}: ${p.message}`);

/** A deep copy of `block` changed by `edit`. */
function broken(block: Block, edit: (copy: Block) => void): Block {
  const copy = JSON.parse(JSON.stringify(block)) as Block;
  edit(copy);
  return copy;
}

test('complete blocks of every type pass', () => {
  for (const block of [goodProduct(), goodBreadcrumbs(), goodStore(), goodOrganization(), goodWebSite()])
    expect(problems(block)).toEqual([]);
  expect(problems([goodOrganization(), goodWebSite()])).toEqual([]);
});

test('availability and condition pass in the short form as well as the schema.org URL form', () => {
  expect(
    problems(
      broken(goodProduct(), (p) => Object.assign((p.offers as Block[])[0]!, { availability: 'InStock', itemCondition: 'NewCondition' })),
    ),
  ).toEqual([]);
});

test('Product: a missing required property, a relative image, a missing recommended property', () => {
  expect(problems(broken(goodProduct(), (p) => delete p.name))).toEqual(['Product.name: required property missing (Google: Product)']);
  expect(problems(broken(goodProduct(), (p) => delete p.image))).toEqual(['Product.image: required property missing (Google: Product)']);
  expect(problems(broken(goodProduct(), (p) => delete p.offers))).toEqual(['Product.offers: required property missing (Google: Product)']);
  expect(problems(broken(goodProduct(), (p) => (p.image = ['/images/products/chilgoza-pine-nuts.webp'])))).toEqual([
    'Product.image: must be absolute image URLs (or ImageObjects with one), got "/images/products/chilgoza-pine-nuts.webp"',
  ]);
  expect(problems(broken(goodProduct(), (p) => delete p.brand))).toEqual([
    'Product.brand: recommended property missing, and not listed as intentionally absent (Google: Product)',
  ]);
  expect(problems(broken(goodProduct(), (p) => delete p.sku))).toEqual([
    'Product.sku: recommended property missing, and not listed as intentionally absent (Google: Product)',
  ]);
});

test('Offer: price and currency as Google reads them, availability from the schema.org list', () => {
  const withOffer = (overrides: Block) => broken(goodProduct(), (p) => ((p.offers as Block[])[0] = offer(overrides)));
  expect(problems(withOffer({ price: 'Rs. 2,900' }))).toEqual([
    'Product.offers[0].price: must be a number (no currency symbol or separators), got "Rs. 2,900"',
  ]);
  expect(problems(withOffer({ price: '2,900' }))).toHaveLength(1);
  expect(problems(withOffer({ price: '2900.00' }))).toEqual([]);
  expect(problems(withOffer({ price: 0 }))).toEqual(['Product.offers[0].price: must be above zero for merchant listings, got 0']);
  expect(problems(withOffer({ price: undefined }))).toEqual([
    'Product.offers[0].price|priceSpecification: required property missing (Google: Offer)',
  ]);
  expect(problems(withOffer({ priceCurrency: 'Rs' }))).toEqual([
    'Product.offers[0].priceCurrency: must be an ISO 4217 currency code, got "Rs"',
  ]);
  expect(problems(withOffer({ priceCurrency: 'XYZ' }))).toHaveLength(1);
  expect(problems(withOffer({ availability: 'in stock' }))[0]).toMatch(
    /^Product\.offers\[0\]\.availability: must be one of BackOrder, .*InStock/,
  );
  expect(problems(withOffer({ availability: 'https://schema.org/Available' }))).toHaveLength(1);
  expect(problems(withOffer({ itemCondition: 'new' }))).toHaveLength(1);
  expect(problems(withOffer({ url: '/product/12' }))).toEqual([
    'Product.offers[0].url: must be an absolute http(s) URL, got "/product/12"',
  ]);
  expect(problems(withOffer({ availability: undefined }))).toEqual([
    'Product.offers[0].availability: recommended property missing, and not listed as intentionally absent (Google: Offer)',
  ]);
  expect(problems(withOffer({ hasMerchantReturnPolicy: undefined }))).toEqual([
    'Product.offers[0].hasMerchantReturnPolicy: recommended property missing, and not listed as intentionally absent (Google: Offer)',
  ]);
});

test('MerchantReturnPolicy: category from the list, a finite window needs its days, countries are alpha-2', () => {
  const withPolicy = (policy: Block) =>
    broken(goodOrganization(), (o) => (o.hasMerchantReturnPolicy = { '@type': 'MerchantReturnPolicy', ...policy }));
  expect(problems(withPolicy({ applicableCountry: 'PK', returnPolicyCategory: 'NoReturns' }))[0]).toMatch(
    /returnPolicyCategory: must be one of MerchantReturnFiniteReturnWindow/,
  );
  expect(
    problems(
      withPolicy({
        applicableCountry: 'PK',
        returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
        returnMethod: 'https://schema.org/ReturnByMail',
      }),
    ),
  ).toEqual(['OnlineStore.hasMerchantReturnPolicy.merchantReturnDays: a finite return window needs merchantReturnDays']);
  expect(
    problems(withPolicy({ applicableCountry: 'Pakistan', returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted' })),
  ).toEqual(['OnlineStore.hasMerchantReturnPolicy.applicableCountry: must be an ISO 3166-1 alpha-2 code, got "Pakistan"']);
  expect(problems(withPolicy({ returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted' }))).toEqual([
    'OnlineStore.hasMerchantReturnPolicy.applicableCountry: required property missing (Google: MerchantReturnPolicy)',
  ]);
});

test('BreadcrumbList: positions 1..n, absolute items, at least two crumbs', () => {
  expect(problems(broken(goodBreadcrumbs(), (b) => ((b.itemListElement as Block[])[1]!.position = 3)))).toEqual([
    'BreadcrumbList.itemListElement[1].position: positions must run 1..n in order: item 2 has 3',
  ]);
  expect(problems(broken(goodBreadcrumbs(), (b) => ((b.itemListElement as Block[])[0]!.item = '/')))).toEqual([
    'BreadcrumbList.itemListElement[0].item: item must be the crumb\'s absolute URL, got "/"',
  ]);
  expect(problems(broken(goodBreadcrumbs(), (b) => delete (b.itemListElement as Block[])[0]!.item))).toHaveLength(1);
  // The last crumb may leave its URL out.
  expect(problems(broken(goodBreadcrumbs(), (b) => delete (b.itemListElement as Block[])[1]!.item))).toEqual([]);
  expect(problems(broken(goodBreadcrumbs(), (b) => (b.itemListElement = [(b.itemListElement as Block[])[0]])))).toEqual([
    'BreadcrumbList.itemListElement: a breadcrumb trail needs at least two ListItems',
  ]);
  expect(problems(broken(goodBreadcrumbs(), (b) => delete (b.itemListElement as Block[])[0]!.name))).toEqual([
    'BreadcrumbList.itemListElement[0].name: required property missing (Google: ListItem)',
  ]);
});

test('Store: address required, hours as hh:mm on named days, country code, phone with its country code', () => {
  expect(problems(broken(goodStore(), (s) => delete s.address))).toEqual(['Store.address: required property missing (Google: Store)']);
  const hours = (spec: Block) =>
    broken(
      goodStore(),
      (s) =>
        (s.openingHoursSpecification = [
          { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday'], opens: '08:00', closes: '20:00', ...spec },
        ]),
    );
  expect(problems(hours({ opens: '8am' }))).toEqual(['Store.openingHoursSpecification[0].opens: must be a time hh:mm[:ss], got "8am"']);
  expect(problems(hours({ closes: '24:00' }))).toHaveLength(1);
  expect(problems(hours({ dayOfWeek: ['Mon'] }))).toEqual([
    'Store.openingHoursSpecification[0].dayOfWeek: must be days of the week, got ["Mon"]',
  ]);
  expect(problems(hours({ dayOfWeek: 'https://schema.org/Sunday' }))).toEqual([]);
  expect(problems(broken(goodStore(), (s) => (s.address = { ...address, addressCountry: 'Pakistan' })))).toEqual([
    'Store.address.addressCountry: must be an ISO 3166-1 alpha-2 code, got "Pakistan"',
  ]);
  expect(problems(broken(goodStore(), (s) => (s.telephone = '0300 0000000')))).toEqual([
    'Store.telephone: must be a phone number with its + country code, got "0300 0000000"',
  ]);
  expect(problems(broken(goodStore(), (s) => delete s.openingHoursSpecification))).toEqual([
    'Store.openingHoursSpecification: recommended property missing, and not listed as intentionally absent (Google: Store)',
  ]);
  expect(problems(broken(goodStore(), (s) => (s.geo = { '@type': 'GeoCoordinates', latitude: 35.9, longitude: 74.3 })))).toEqual([
    'Store.geo.latitude: needs at least 5 decimal places, got 35.9',
    'Store.geo.longitude: needs at least 5 decimal places, got 74.3',
  ]);
  expect(problems(broken(goodStore(), (s) => delete s.email))).toEqual(['Store.email: property this shop always fills is missing']);
});

test('Organization and WebSite: absolute logo and profiles, a search template with its placeholder', () => {
  expect(problems(broken(goodOrganization(), (o) => (o.logo = '/logo.png')))).toHaveLength(1);
  expect(problems(broken(goodOrganization(), (o) => (o.sameAs = ['@gilgitdryfruits'])))).toEqual([
    'OnlineStore.sameAs: must be absolute http(s) URLs, got "@gilgitdryfruits"',
  ]);
  expect(
    problems(broken(goodOrganization(), (o) => (o.contactPoint = [{ '@type': 'ContactPoint', contactType: 'customer service' }]))),
  ).toEqual(['OnlineStore.contactPoint[0].telephone|email: required property missing (Google: ContactPoint)']);
  expect(problems(broken(goodWebSite(), (w) => delete w.url))).toEqual(['WebSite.url: required property missing (Google: WebSite)']);
  expect(
    problems(
      broken(goodWebSite(), (w) => ((w.potentialAction as Block).target = { '@type': 'EntryPoint', urlTemplate: `${origin}/shop?q=` })),
    ),
  ).toEqual(['WebSite.potentialAction.target: the URL template must contain {search_term_string}']);
});

test('a block needs the schema.org context and a type the tables know', () => {
  expect(problems({ ...goodWebSite(), '@context': 'https://example.org' })).toEqual([
    'WebSite: @context must be https://schema.org, got "https://example.org"',
  ]);
  expect(problems({ '@context': 'https://schema.org', '@type': 'Recipe', name: 'Halwa' })[0]).toMatch(
    /^Recipe: no rules for a block of type "Recipe"/,
  );
  expect(problems('not json-ld')).toEqual(['$: a JSON-LD block must be an object']);
});

test('intentionally absent properties carry their reasons; a reason never hides a required property', () => {
  expect(Object.keys(intentionallyAbsent('Product'))).toEqual(
    expect.arrayContaining(['aggregateRating', 'review', 'gtin|gtin8|gtin12|gtin13|gtin14|isbn', 'mpn']),
  );
  expect(Object.keys(intentionallyAbsent('Offer'))).toEqual(['shippingDetails', 'priceValidUntil']);
  expect(Object.keys(intentionallyAbsent('Store'))).toContain('geo');
  for (const type of ['Product', 'Offer', 'Store', 'OnlineStore', 'WebSite']) {
    for (const reason of Object.values(intentionallyAbsent(type))) expect(reason.length).toBeGreaterThan(10);
  }
});

test('pages: every ld+json script of the HTML is read and checked', () => {
  const html =
    `<script type="application/ld+json" id="a">${JSON.stringify(goodWebSite())}</script>` +
    `<p>text</p><script type="application/ld+json">${JSON.stringify([goodBreadcrumbs(), broken(goodProduct(), (p) => delete p.name)])}</script>`;
  expect(jsonLdScripts(html)).toHaveLength(2);
  expect(structuredDataProblems(html)).toEqual(['[1]Product.name: required property missing (Google: Product)']);
});
