import { ProductJsonLd } from 'next-seo';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BreadcrumbStructuredData } from '@/components/seo/breadcrumb-structured-data';
import { HomeStructuredData } from '@/components/seo/home-structured-data';
import { ProductStructuredData } from '@/components/seo/product-structured-data';
import {
  availabilityOf,
  breadcrumbJsonLdProps,
  organizationJsonLdProps,
  priceRangeOf,
  productJsonLdProps,
  storeJsonLdProps,
  webSiteJsonLd,
  withoutScriptEnds,
} from '@/lib/seo/json-ld';
import { EMPTY_SHOP_SETTINGS } from '@/lib/settings/types';
import { checkStructuredData, jsonLdScripts } from '../../support/structured-data';
import { chilgozaProduct, product, variant } from '../catalog/fixtures';
import { FILLED_SETTINGS } from '../settings/fixtures';

const origin = 'https://gilgitdryfruits.pk';
const chilgoza = chilgozaProduct({ slug: 'chilgoza-pine-nuts' });

/** The parsed JSON of every script the element renders to (server rendering, as the page does). */
const rendered = (element: ReactElement) => jsonLdScripts(renderToStaticMarkup(element)) as Record<string, unknown>[];

describe('props for next-seo', () => {
  test('availability follows the stock (spec §4), as schema.org URLs', () => {
    expect(availabilityOf(1)).toBe('https://schema.org/InStock');
    expect(availabilityOf(0)).toBe('https://schema.org/OutOfStock');
    expect(availabilityOf(-2)).toBe('https://schema.org/OutOfStock');
  });

  test('Product: name, text, absolute photos, the shop as brand, one new-condition Offer per weight in PKR', () => {
    const props = productJsonLdProps(chilgoza, origin);
    expect(props).toMatchObject({
      name: 'Chilgoza Pine Nuts (Roasted)',
      description: 'Roasted in their shells.',
      url: 'https://gilgitdryfruits.pk/product/12',
      sku: 'chilgoza-pine-nuts',
      image: ['https://gilgitdryfruits.pk/images/products/chilgoza-pine-nuts.webp'],
      brand: 'Gilgit Dry Fruits',
    });
    const seller = { '@type': 'Organization', name: 'Gilgit Dry Fruits', url: 'https://gilgitdryfruits.pk/' };
    const returns = { applicableCountry: 'PK', returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted' };
    expect('offers' in props && props.offers).toEqual([
      {
        '@type': 'Offer',
        url: 'https://gilgitdryfruits.pk/product/12',
        sku: 'CPN-250G',
        price: 2900,
        priceCurrency: 'PKR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller,
        hasMerchantReturnPolicy: returns,
      },
      {
        '@type': 'Offer',
        url: 'https://gilgitdryfruits.pk/product/12',
        sku: 'CPN-1KG',
        price: 10800,
        priceCurrency: 'PKR',
        availability: 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller,
        hasMerchantReturnPolicy: returns,
      },
    ]);
  });

  test('Product: the gallery comes before the main photo; a product with no photo has no image', () => {
    const withGallery = productJsonLdProps(
      {
        ...chilgoza,
        images: [
          { url: '/a.webp', alt: 'a' },
          { url: 'https://cdn.example/b.webp', alt: 'b' },
        ],
      },
      origin,
    );
    expect(withGallery.image).toEqual(['https://gilgitdryfruits.pk/a.webp', 'https://cdn.example/b.webp']);
    expect(productJsonLdProps({ ...chilgoza, imageUrl: null }, origin)).not.toHaveProperty('image');
  });

  test('Product: a compare-at price above the price is the strikethrough price; none otherwise', () => {
    const offers = (compareAtPrice: number | null) => {
      const props = productJsonLdProps({ ...chilgoza, variants: [variant({ price: 2900, compareAtPrice })] }, origin);
      return 'offers' in props ? (props.offers as Record<string, unknown>[]) : [];
    };
    expect(offers(3400)[0]!.priceSpecification).toEqual({
      '@type': 'UnitPriceSpecification',
      priceType: 'https://schema.org/StrikethroughPrice',
      price: 3400,
      priceCurrency: 'PKR',
    });
    expect(offers(null)[0]).not.toHaveProperty('priceSpecification');
    expect(offers(2900)[0]).not.toHaveProperty('priceSpecification');
  });

  test('BreadcrumbList: names and absolute URLs in order', () => {
    expect(
      breadcrumbJsonLdProps(
        [
          { name: 'Home', path: '/' },
          { name: 'Shop', path: '/shop' },
        ],
        origin,
      ),
    ).toEqual({
      items: [
        { name: 'Home', item: 'https://gilgitdryfruits.pk/' },
        { name: 'Shop', item: 'https://gilgitdryfruits.pk/shop' },
      ],
    });
  });

  test("Store: Gilgit 15100, Gilgit-Baltistan, PK, open every day 08:00–20:00, with the catalogue's price range", () => {
    const props = storeJsonLdProps(origin, FILLED_SETTINGS, 'Rs. 450 – Rs. 10,800');
    expect(props).toMatchObject({
      type: 'Store',
      name: 'Gilgit Dry Fruits',
      url: 'https://gilgitdryfruits.pk/',
      image: 'https://gilgitdryfruits.pk/images/og-image.jpg',
      telephone: '+923551234567',
      email: 'hello@gilgitdryfruits.pk',
      address: { addressLocality: 'Gilgit', addressRegion: 'Gilgit-Baltistan', postalCode: '15100', addressCountry: 'PK' },
      openingHoursSpecification: [
        { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], opens: '08:00', closes: '20:00' },
      ],
      priceRange: 'Rs. 450 – Rs. 10,800',
      sameAs: expect.arrayContaining(['https://www.facebook.com/gilgitdryfruits']),
    });
    expect(storeJsonLdProps(origin, FILLED_SETTINGS)).not.toHaveProperty('priceRange');
    expect(
      priceRangeOf([chilgoza, product({ id: 3, name: 'Apricots', variants: [variant({ price: 450 }), variant({ price: 1250 })] })]),
    ).toBe('Rs. 450 – Rs. 10,800');
    expect(priceRangeOf([])).toBeUndefined();
  });

  test("Organization: an OnlineStore with logo, profiles, a customer-service contact and the terms' return policy", () => {
    expect(organizationJsonLdProps(origin, FILLED_SETTINGS)).toMatchObject({
      type: 'OnlineStore',
      url: 'https://gilgitdryfruits.pk/',
      logo: 'https://gilgitdryfruits.pk/logo.png',
      sameAs: expect.arrayContaining(['https://x.com/gilgitdryfruits', 'https://www.instagram.com/gilgitdryfruits']),
      contactPoint: [{ contactType: 'customer service', telephone: '+923551234567', email: 'hello@gilgitdryfruits.pk' }],
      hasMerchantReturnPolicy: {
        applicableCountry: 'PK',
        returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
        merchantReturnLink: 'https://gilgitdryfruits.pk/terms#returns',
      },
    });
  });

  test('a shop whose owner has set nothing yet: no telephone, e-mail, street, profiles or contact point, never a placeholder', () => {
    const store = storeJsonLdProps(origin, EMPTY_SHOP_SETTINGS);
    const organization = organizationJsonLdProps(origin, EMPTY_SHOP_SETTINGS);
    for (const props of [store, organization]) {
      expect(props).not.toHaveProperty('telephone');
      expect(props).not.toHaveProperty('email');
      expect(props).not.toHaveProperty('sameAs');
      expect(props.address).not.toHaveProperty('streetAddress');
    }
    expect(organization).not.toHaveProperty('contactPoint');
    expect(store).toMatchObject({ paymentAccepted: 'Cash on delivery', openingHoursSpecification: [{ opens: '08:00', closes: '20:00' }] });
  });

  test('WebSite: the site name and the /shop?q= search', () => {
    expect(webSiteJsonLd(origin)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Gilgit Dry Fruits',
      url: 'https://gilgitdryfruits.pk/',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://gilgitdryfruits.pk/shop?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

describe('what next-seo renders', () => {
  test('the product page: a Product whose Offers keep the schema.org URL forms, and a BreadcrumbList; both pass the checker', () => {
    const [data] = rendered(<ProductStructuredData product={chilgoza} origin={origin} />);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      brand: { '@type': 'Brand', name: 'Gilgit Dry Fruits' },
      image: ['https://gilgitdryfruits.pk/images/products/chilgoza-pine-nuts.webp'],
    });
    expect(data!.offers).toEqual([
      expect.objectContaining({
        '@type': 'Offer',
        sku: 'CPN-250G',
        price: 2900,
        priceCurrency: 'PKR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      }),
      expect.objectContaining({
        '@type': 'Offer',
        sku: 'CPN-1KG',
        price: 10800,
        priceCurrency: 'PKR',
        availability: 'https://schema.org/OutOfStock',
      }),
    ]);
    // next-seo types the nested objects and lists the policy's country.
    expect((data!.offers as Record<string, unknown>[])[0]).toMatchObject({
      seller: { '@type': 'Organization', name: 'Gilgit Dry Fruits' },
      hasMerchantReturnPolicy: {
        '@type': 'MerchantReturnPolicy',
        applicableCountry: ['PK'],
        returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
      },
    });
    expect(checkStructuredData(data)).toEqual([]);

    const crumbs = rendered(
      <BreadcrumbStructuredData
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Shop', path: '/shop' },
          { name: 'Chilgoza', path: '/product/12' },
        ]}
        origin={origin}
      />,
    );
    expect(crumbs).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://gilgitdryfruits.pk/' },
          { '@type': 'ListItem', position: 2, name: 'Shop', item: 'https://gilgitdryfruits.pk/shop' },
          { '@type': 'ListItem', position: 3, name: 'Chilgoza', item: 'https://gilgitdryfruits.pk/product/12' },
        ],
      },
    ]);
    expect(checkStructuredData(crumbs[0])).toEqual([]);
  });

  test('the home page: OnlineStore, WebSite and Store, each its own script, all passing the checker', () => {
    const blocks = rendered(<HomeStructuredData origin={origin} settings={FILLED_SETTINGS} priceRange="Rs. 450 – Rs. 10,800" />);
    expect(blocks.map((block) => block['@type'])).toEqual(['OnlineStore', 'WebSite', 'Store']);
    for (const block of blocks) expect(checkStructuredData(block)).toEqual([]);
    expect(blocks[2]).toMatchObject({
      address: { '@type': 'PostalAddress', addressLocality: 'Gilgit', postalCode: '15100', addressCountry: 'PK' },
      openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', opens: '08:00', closes: '20:00' }],
    });
  });

  test('the wrappers render plain <script> tags: no client component, nothing but JSON-LD', () => {
    const html = renderToStaticMarkup(<HomeStructuredData origin={origin} settings={FILLED_SETTINGS} />);
    expect(html.match(/<script /g)).toHaveLength(3);
    expect(html.replace(/<script type="application\/ld\+json" id="[\w-]+">[^<]*<\/script>/g, '')).toBe('');
  });
});

describe('no text can end the script', () => {
  const EVIL = [
    '</script><script>alert(1)</script>',
    '</SCRIPT><img src=x onerror=alert(1)>',
    '</script ><img src=x onerror=alert(2)>',
    '</script/><img src=x onerror=alert(3)>',
    '</script\n><img src=x onerror=alert(4)>',
    '<!--<script>',
    'a --> b',
    'a & b < c > d',
  ];

  /** The document a browser builds from the rendered HTML. */
  const parse = (html: string) =>
    new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');

  test.each(EVIL)('%j in a product name and description stays inside one script', (evil) => {
    const html = renderToStaticMarkup(
      <ProductStructuredData product={{ ...chilgoza, name: evil, description: `x${evil}y` }} origin={origin} />,
    );
    const doc = parse(html);
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.querySelectorAll('img')).toHaveLength(0);
    expect(doc.body.childNodes).toHaveLength(0);
    const data = JSON.parse(doc.querySelector('script')!.textContent!);
    // next-seo writes any "</script>" back in lower case ("\u003C/script>").
    const expected = (text: string) => withoutScriptEnds(text).replace(/<\/script>/gi, '</script>');
    expect(data.name).toBe(expected(evil));
    expect(data.description).toBe(expected(`x${evil}y`));
  });

  test('text next-seo escapes comes through unchanged; only "</script" before a space or "/" is altered', () => {
    expect(withoutScriptEnds('</script><!-- -->')).toBe('</script><!-- -->');
    expect(withoutScriptEnds('a </script > b </SCRIPT/')).toBe('a \uFF1C/script > b \uFF1C/SCRIPT/');
    expect(withoutScriptEnds({ a: ['</script x'], b: 3, c: null })).toEqual({ a: ['\uFF1C/script x'], b: 3, c: null });
  });

  test('next-seo 7.3.0 alone lets "</script " end the script, which is why the props are cleaned first', () => {
    const raw = renderToStaticMarkup(<ProductJsonLd name="</script ><img src=x>" offers={{ price: 1, priceCurrency: 'PKR' }} />);
    expect(parse(raw).querySelectorAll('img')).toHaveLength(1);
  });
});
