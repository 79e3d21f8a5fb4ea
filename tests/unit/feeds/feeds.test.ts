import { absoluteUrl, csvCell, csvRows, escapeXml, formatPrice, plainText, truncate } from '@/supabase/functions/product-feed/feed-text';
import { buildProductFeeds, META_COLUMNS, SHORT_DESCRIPTION_CHARS, type CatalogueProduct } from '@/supabase/functions/product-feed/feeds';
import { META_CATALOG_COLUMNS, parseCsv } from '../../support/feed-readers';

const SITE = 'https://shop.example.pk';
const LONG_TEXT = 'Sun-dried on the rooftops of Gilgit after the July harvest, chewy and naturally sweet.';

function product(overrides: Partial<CatalogueProduct> = {}): CatalogueProduct {
  return {
    id: 1,
    name: 'Gilgit Dried Apricots (Khubani)',
    description: LONG_TEXT,
    imageUrl: '/images/products/gilgit-dried-apricots.webp',
    galleryUrls: [],
    area: 'northern_area',
    variants: [
      { sku: 'GDA-250G', label: '250 g', weightGrams: 250, price: 650, stockQuantity: 80, gtin: null },
      { sku: 'GDA-1KG', label: '1 kg', weightGrams: 1000, price: 2400, stockQuantity: 0, gtin: null },
    ],
    ...overrides,
  };
}

/** The Google feed parsed by the browser's own XML parser (jsdom): it must be well-formed. */
function parseXml(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const G = 'http://base.google.com/ns/1.0';
const field = (item: Element, name: string) => item.getElementsByTagNameNS(G, name)[0]?.textContent ?? null;

describe('the Google Merchant feed', () => {
  test('is RSS 2.0 in the g: namespace with one item per variant and every required attribute', () => {
    const { googleXml, items } = buildProductFeeds([product()], SITE);
    const doc = parseXml(googleXml);
    expect(doc.documentElement.tagName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    expect(doc.documentElement.getAttribute('xmlns:g')).toBe(G);
    const xmlItems = [...doc.getElementsByTagName('item')];
    expect(xmlItems).toHaveLength(2);
    expect(items).toHaveLength(2);
    const [first, second] = xmlItems as [Element, Element];
    expect({
      id: field(first, 'id'),
      title: field(first, 'title'),
      description: field(first, 'description'),
      link: field(first, 'link'),
      image: field(first, 'image_link'),
      availability: field(first, 'availability'),
      price: field(first, 'price'),
      group: field(first, 'item_group_id'),
      brand: field(first, 'brand'),
      condition: field(first, 'condition'),
      identifiers: field(first, 'identifier_exists'),
      gtin: field(first, 'gtin'),
      size: field(first, 'size'),
      weight: field(first, 'shipping_weight'),
      type: field(first, 'product_type'),
    }).toEqual({
      id: 'GDA-250G',
      title: 'Gilgit Dried Apricots (Khubani) – 250 g',
      description: LONG_TEXT,
      link: `${SITE}/product/1?variant=GDA-250G`,
      image: `${SITE}/images/products/gilgit-dried-apricots.webp`,
      availability: 'in_stock',
      price: '650.00 PKR',
      group: '1',
      brand: 'Gilgit Dry Fruits',
      condition: 'new',
      identifiers: 'no',
      gtin: null,
      size: '250 g',
      weight: '250 g',
      type: 'Dry Fruits & Nuts > Northern Area Local',
    });
    expect([
      field(second, 'availability'),
      field(second, 'price'),
      field(second, 'shipping_weight'),
      field(second, 'item_group_id'),
    ]).toEqual(['out_of_stock', '2400.00 PKR', '1000 g', '1']);
  });

  test('escapes markup in every field, so a name or description cannot break or inject into the XML', () => {
    const hostile = product({
      name: 'Nuts & <b>"Seeds"</b>',
      description: `</g:description><g:price>1.00 PKR</g:price> & more ${LONG_TEXT}\u0007`,
      variants: [{ sku: 'NUT-1', label: "1 'kg'", weightGrams: 1000, price: 999, stockQuantity: 1, gtin: null }],
    });
    const { googleXml } = buildProductFeeds([hostile], SITE);
    const item = parseXml(googleXml).getElementsByTagName('item')[0]!;
    expect(field(item, 'title')).toBe(`Nuts & <b>"Seeds"</b> – 1 'kg'`);
    expect(field(item, 'description')).toBe(`</g:description><g:price>1.00 PKR</g:price> & more ${LONG_TEXT}`);
    expect(item.getElementsByTagNameNS(G, 'price')).toHaveLength(1);
    expect(field(item, 'price')).toBe('999.00 PKR');
  });

  test('a GTIN, when there is one, is sent and identifier_exists becomes yes; gallery photos are additional images', () => {
    const withGtin = product({
      imageUrl: null,
      galleryUrls: ['https://cdn.example.pk/a.webp', '/images/b.webp', 'https://cdn.example.pk/a.webp'],
      variants: [{ sku: 'OIL-100ML', label: '100 ml', weightGrams: 150, price: 1100, stockQuantity: 4, gtin: '8964000123457' }],
    });
    const item = parseXml(buildProductFeeds([withGtin], SITE).googleXml).getElementsByTagName('item')[0]!;
    expect([field(item, 'gtin'), field(item, 'identifier_exists')]).toEqual(['8964000123457', 'yes']);
    expect(field(item, 'image_link')).toBe('https://cdn.example.pk/a.webp');
    expect([...item.getElementsByTagNameNS(G, 'additional_image_link')].map((e) => e.textContent)).toEqual([`${SITE}/images/b.webp`]);
  });

  test('a product without a photo has no image_link element (never an empty one)', () => {
    const { googleXml } = buildProductFeeds([product({ imageUrl: null })], SITE);
    expect(googleXml).not.toContain('image_link');
  });
});

describe('the Meta catalogue CSV', () => {
  test("has exactly the columns Meta reads, and one row per variant with Meta's spellings", () => {
    const rows = parseCsv(buildProductFeeds([product()], SITE).metaCsv);
    expect(rows[0]).toEqual(META_CATALOG_COLUMNS);
    expect(META_COLUMNS).toEqual(rows[0]);
    expect(rows.slice(1)).toEqual([
      [
        'GDA-250G',
        'Gilgit Dried Apricots (Khubani) – 250 g',
        LONG_TEXT,
        'in stock',
        'new',
        '650.00 PKR',
        `${SITE}/product/1?variant=GDA-250G`,
        `${SITE}/images/products/gilgit-dried-apricots.webp`,
        'Gilgit Dry Fruits',
        '1',
      ],
      [
        'GDA-1KG',
        'Gilgit Dried Apricots (Khubani) – 1 kg',
        LONG_TEXT,
        'out of stock',
        'new',
        '2400.00 PKR',
        `${SITE}/product/1?variant=GDA-1KG`,
        `${SITE}/images/products/gilgit-dried-apricots.webp`,
        'Gilgit Dry Fruits',
        '1',
      ],
    ]);
  });

  test('quotes commas, quotes and line breaks (RFC 4180) and defuses cells that start like a formula', () => {
    const tricky = product({
      name: '=HYPERLINK("http://evil.example","Click")',
      description: `-2+3, "quoted"\nsecond line ${LONG_TEXT}`,
      variants: [{ sku: 'TRK-1', label: '@home', weightGrams: 100, price: 100, stockQuantity: 1, gtin: null }],
    });
    const csv = buildProductFeeds([tricky], SITE).metaCsv;
    const [, row] = parseCsv(csv) as [string[], string[]];
    expect(row[1]).toBe(`'=HYPERLINK("http://evil.example","Click") – @home`);
    expect(row[2]).toBe(`'-2+3, "quoted" second line ${LONG_TEXT}`);
    expect(csv.split('\r\n')).toHaveLength(3);
  });
});

describe('warnings', () => {
  test('name the items without a photo, with a short description and out of stock', () => {
    const { warnings } = buildProductFeeds(
      [
        product(),
        product({
          id: 2,
          name: 'Plain Walnuts',
          description: 'Walnuts.',
          imageUrl: null,
          variants: [{ sku: 'WAL-1', label: '1 kg', weightGrams: 1000, price: 1600, stockQuantity: 3, gtin: null }],
        }),
      ],
      SITE,
    );
    expect(warnings.map(({ code, itemIds }) => ({ code, itemIds }))).toEqual([
      { code: 'out_of_stock', itemIds: ['GDA-1KG'] },
      { code: 'missing_image', itemIds: ['WAL-1'] },
      { code: 'short_description', itemIds: ['WAL-1'] },
    ]);
    expect(warnings[2]!.message).toBe(
      `Plain Walnuts has a description of 8 characters (fewer than ${SHORT_DESCRIPTION_CHARS}): a few sentences help shoppers and ads.`,
    );
  });

  test(`the threshold is ${SHORT_DESCRIPTION_CHARS} characters after white space is tidied; an empty description sends the title`, () => {
    const exactly = 'a'.repeat(SHORT_DESCRIPTION_CHARS);
    expect(buildProductFeeds([product({ description: exactly })], SITE).warnings.filter((w) => w.code === 'short_description')).toEqual([]);
    expect(buildProductFeeds([product({ description: ` ${exactly.slice(1)}\n\n ` })], SITE).warnings.map((w) => w.code)).toContain(
      'short_description',
    );
    const empty = buildProductFeeds([product({ description: '' })], SITE);
    expect(empty.items[0]!.description).toBe('Gilgit Dried Apricots (Khubani) – 250 g');
    expect(empty.warnings.find((w) => w.code === 'short_description')?.message).toMatch(/0 characters.*The title is sent instead\.$/);
  });

  test('an empty catalogue gives empty but valid feeds and says so; products without variants are left out', () => {
    const feeds = buildProductFeeds([product({ variants: [] })], SITE);
    expect(feeds.items).toEqual([]);
    expect(feeds.productCount).toBe(0);
    expect(feeds.warnings.map((w) => w.code)).toEqual(['empty_feed']);
    expect(parseXml(feeds.googleXml).getElementsByTagName('item')).toHaveLength(0);
    expect(parseCsv(feeds.metaCsv)).toEqual([[...META_COLUMNS]]);
  });

  test('the preview is the first five items', () => {
    const many = Array.from({ length: 4 }, (_, i) =>
      product({ id: i + 1, variants: product().variants.map((v) => ({ ...v, sku: `${v.sku}-${i}` })) }),
    );
    const { preview, productCount, items } = buildProductFeeds(many, SITE);
    expect([productCount, items.length]).toEqual([4, 8]);
    expect(preview.map((p) => p.id)).toEqual(['GDA-250G-0', 'GDA-1KG-0', 'GDA-250G-1', 'GDA-1KG-1', 'GDA-250G-2']);
    expect(preview[1]).toEqual({
      id: 'GDA-1KG-0',
      title: 'Gilgit Dried Apricots (Khubani) – 1 kg',
      price: '2400.00 PKR',
      availability: 'out_of_stock',
      link: `${SITE}/product/1?variant=GDA-1KG-0`,
      imageLink: `${SITE}/images/products/gilgit-dried-apricots.webp`,
    });
  });
});

describe('text rules', () => {
  test('plainText drops characters XML forbids and folds white space', () => {
    expect(plainText('  a\tb\r\n\nc\u0000d\uFFFE \uD800x ')).toBe('a b cd x');
    expect(plainText('emoji 🌰 stay')).toBe('emoji 🌰 stay');
    expect(plainText(null)).toBe('');
  });

  test('escapeXml escapes the five special characters', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;');
  });

  test('truncate counts characters, not UTF-16 units, and marks a cut', () => {
    expect(truncate('🌰🌰🌰', 3)).toBe('🌰🌰🌰');
    expect(truncate('🌰🌰🌰🌰', 3)).toBe('🌰🌰…');
    expect(truncate('abc def', 5)).toBe('abc…');
  });

  test.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [' padded', '" padded"'],
    ['=1+1', "'=1+1"],
    ['+92 300', "'+92 300"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['=a,"b"', '"\'=a,""b"""'],
    ['', ''],
  ])('csvCell(%j) is %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  test('csvRows ends every record with CRLF', () => {
    expect(
      csvRows([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('a,b\r\nc,d\r\n');
  });

  test('prices are whole rupees with two decimals and the currency code', () => {
    expect([formatPrice(650), formatPrice(10800), formatPrice(1)]).toEqual(['650.00 PKR', '10800.00 PKR', '1.00 PKR']);
  });

  test('absoluteUrl puts a stored path on the shop URL and keeps an absolute URL', () => {
    expect(absoluteUrl('/images/a b.webp', 'https://shop.pk/')).toBe('https://shop.pk/images/a%20b.webp');
    expect(absoluteUrl('https://cdn.pk/x.webp', 'https://shop.pk')).toBe('https://cdn.pk/x.webp');
  });
});
