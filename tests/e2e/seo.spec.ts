import { expect, test, type APIRequestContext } from '@playwright/test';
import { jsonLdBlocks, structuredDataProblems } from '../support/structured-data';

/** The page as a crawler gets it: the server's HTML, no script run. */
async function serverHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

const meta = (html: string, attr: 'name' | 'property', key: string) =>
  html.match(new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`))?.[1] ?? null;
const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]+)"/)?.[1] ?? null;

test("the product page's name, price and structured data are in the server HTML", async ({ request, baseURL }) => {
  const html = await serverHtml(request, '/product/12');
  expect(html).toMatch(/<h1[^>]*>Chilgoza Pine Nuts \(Roasted\)<\/h1>/);
  expect(html).toContain('Rs. 2,900');
  expect(html).toMatch(/<title>Chilgoza Pine Nuts \(Roasted\) \| Gilgit Dry Fruits<\/title>/);
  expect(meta(html, 'name', 'description')).toMatch(/^From Rs\. 2,900 \(250 g\)\. Chilgoza from the pine forests/);
  const origin = new URL(canonical(html)!).origin;
  expect(canonical(html)).toBe(`${origin}/product/12`);
  expect(meta(html, 'property', 'og:url')).toBe(`${origin}/product/12`);
  expect(meta(html, 'property', 'og:image')).toBe(`${origin}/images/products/chilgoza-pine-nuts.webp`);
  expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
  expect(baseURL).toBeTruthy();

  const data = jsonLdBlocks(html);
  const product = data.find((d) => d['@type'] === 'Product')!;
  expect(product).toMatchObject({
    name: 'Chilgoza Pine Nuts (Roasted)',
    brand: { '@type': 'Brand', name: 'Gilgit Dry Fruits' },
    image: [`${origin}/images/products/chilgoza-pine-nuts.webp`],
    url: `${origin}/product/12`,
  });
  expect(product.offers).toEqual([
    expect.objectContaining({
      '@type': 'Offer',
      sku: 'CPN-250G',
      price: 2900,
      priceCurrency: 'PKR',
      availability: 'https://schema.org/InStock',
    }),
    expect.objectContaining({
      '@type': 'Offer',
      sku: 'CPN-500G',
      price: 5600,
      priceCurrency: 'PKR',
      availability: 'https://schema.org/InStock',
    }),
    expect.objectContaining({
      '@type': 'Offer',
      sku: 'CPN-1KG',
      price: 10800,
      priceCurrency: 'PKR',
      availability: 'https://schema.org/OutOfStock',
    }),
  ]);
  const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList')!;
  expect((crumbs.itemListElement as { name: string }[]).map((c) => c.name)).toEqual([
    'Home',
    'Shop',
    'Northern Area Local',
    'Chilgoza Pine Nuts (Roasted)',
  ]);
  expect(data.find((d) => d['@type'] === 'Store')).toBeUndefined();
});

test('the Store (LocalBusiness) is on the home page only: Gilgit, 15100, Gilgit-Baltistan, PK, every day 08:00–20:00', async ({
  request,
}) => {
  const home = jsonLdBlocks(await serverHtml(request, '/'));
  const store = home.find((d) => d['@type'] === 'Store')!;
  expect(store.address).toMatchObject({
    addressLocality: 'Gilgit',
    postalCode: '15100',
    addressRegion: 'Gilgit-Baltistan',
    addressCountry: 'PK',
  });
  expect(store.openingHoursSpecification).toEqual([
    expect.objectContaining({ dayOfWeek: expect.arrayContaining(['Monday', 'Sunday']), opens: '08:00', closes: '20:00' }),
  ]);
  expect(store.priceRange).toBe('Rs. 450 – Rs. 10,800');
  for (const path of ['/shop', '/contact-us', '/product/1']) {
    expect(jsonLdBlocks(await serverHtml(request, path)).find((d) => d['@type'] === 'Store')).toBeUndefined();
  }
});

test("the structured data of the home, listing and product pages meets Google's rich-result requirements", async ({ request }) => {
  const expectedTypes: [string, string[]][] = [
    ['/', ['OnlineStore', 'WebSite', 'Store']],
    ['/shop', ['BreadcrumbList']],
    ['/northern-area', ['BreadcrumbList']],
    ['/international?q=dates', ['BreadcrumbList']],
    ['/product/1', ['Product', 'BreadcrumbList']],
    ['/product/10', ['Product', 'BreadcrumbList']],
    ['/product/12', ['Product', 'BreadcrumbList']],
  ];
  for (const [path, types] of expectedTypes) {
    const html = await serverHtml(request, path);
    expect(
      jsonLdBlocks(html).map((block) => block['@type']),
      path,
    ).toEqual(types);
    expect(structuredDataProblems(html), path).toEqual([]);
  }
});

test('each weight is an Offer whose availability follows its stock: all in stock, some, none', async ({ request }) => {
  const availability = async (path: string) => {
    const product = jsonLdBlocks(await serverHtml(request, path)).find((block) => block['@type'] === 'Product')!;
    return (product.offers as { sku: string; availability: string }[]).map(
      (offer) => `${offer.sku} ${offer.availability.replace('https://schema.org/', '')}`,
    );
  };
  expect(await availability('/product/1')).toEqual(['GDA-250G InStock', 'GDA-500G InStock', 'GDA-1KG InStock']);
  expect(await availability('/product/12')).toEqual(['CPN-250G InStock', 'CPN-500G InStock', 'CPN-1KG OutOfStock']);
  expect(await availability('/product/10')).toEqual(['DBM-250G OutOfStock', 'DBM-500G OutOfStock']);
});

test('the home page names the business (an OnlineStore with its return policy), the site and its search', async ({ request }) => {
  const home = jsonLdBlocks(await serverHtml(request, '/'));
  const origin = new URL(home.find((block) => block['@type'] === 'WebSite')!.url as string).origin;
  expect(home.find((block) => block['@type'] === 'WebSite')).toMatchObject({
    name: 'Gilgit Dry Fruits',
    potentialAction: {
      target: { urlTemplate: `${origin}/shop?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  });
  expect(home.find((block) => block['@type'] === 'OnlineStore')).toMatchObject({
    logo: `${origin}/logo.png`,
    hasMerchantReturnPolicy: {
      returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
      merchantReturnLink: `${origin}/terms#returns`,
    },
  });
  // The search the WebSite promises answers: a shopper's words filter /shop.
  const searched = await serverHtml(request, '/shop?q=walnut');
  expect(searched).toMatch(/Showing 1–\d+ of \d+ products?[\s\S]*walnut/);
  expect(searched).not.toContain('Nothing found');
});

test('listing pages: title, description, canonical, social cards and a BreadcrumbList', async ({ request }) => {
  for (const [path, crumbs] of [
    ['/shop', ['Home', 'Shop']],
    ['/best-sellers', ['Home', 'Shop', 'Best Sellers']],
    ['/northern-area', ['Home', 'Shop', 'Northern Area Local']],
    ['/international', ['Home', 'Shop', 'International']],
  ] as const) {
    const html = await serverHtml(request, path);
    expect(html).toMatch(/<title>[^<]+ \| Gilgit Dry Fruits<\/title>/);
    expect(meta(html, 'name', 'description')).toBeTruthy();
    expect(new URL(canonical(html)!).pathname).toBe(path);
    expect(meta(html, 'property', 'og:title')).toBeTruthy();
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'name', 'robots')).toBeNull();
    const list = jsonLdBlocks(html).find((d) => d['@type'] === 'BreadcrumbList')!;
    expect((list.itemListElement as { name: string }[]).map((c) => c.name)).toEqual(crumbs);
  }
  const page2 = await serverHtml(request, '/shop?page=2');
  expect(new URL(canonical(page2)!).search).toBe('?page=2');
  const searched = await serverHtml(request, '/shop?q=walnut');
  expect(meta(searched, 'name', 'robots')).toBe('noindex, follow');
  expect(new URL(canonical(searched)!).pathname + new URL(canonical(searched)!).search).toBe('/shop');
});

test('contact and home pages have their own canonical links and cards', async ({ request }) => {
  const contact = await serverHtml(request, '/contact-us');
  expect(contact).toContain('<title>Contact Us | Gilgit Dry Fruits</title>');
  expect(new URL(canonical(contact)!).pathname).toBe('/contact-us');
  expect(meta(contact, 'name', 'twitter:card')).toBe('summary_large_image');
  const home = await serverHtml(request, '/');
  expect(new URL(canonical(home)!).pathname).toBe('/');
  expect(meta(home, 'property', 'og:url')).toBe(canonical(home));
});

test('sitemap.xml lists every active product and the open pages; robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  for (const path of ['/', '/shop', '/best-sellers', '/northern-area', '/international', '/contact-us', '/terms'])
    expect(urls).toContain(path);
  const products = urls.filter((path) => path.startsWith('/product/'));
  expect(products).toHaveLength(27);
  expect(products).not.toContain('/product/28');

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/User-Agent: \*\nAllow: \//);
  for (const path of ['/api/', '/admin', '/orders', '/settings', '/checkout', '/cart']) expect(robots).toContain(`Disallow: ${path}\n`);
  expect(robots).toMatch(/Sitemap: https?:\/\/[^/]+\/sitemap\.xml/);
});

test('product photos come through the optimiser as WebP at the configured widths and quality', async ({ request }) => {
  const response = await request.get('/_next/image?url=%2Fimages%2Fproducts%2Fajwa-dates.webp&w=640&q=75', {
    headers: { accept: 'image/webp,*/*' },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/webp');
  expect((await request.get('/_next/image?url=%2Fimages%2Fproducts%2Fajwa-dates.webp&w=640&q=90')).status()).toBe(400);
});
