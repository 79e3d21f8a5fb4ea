import { homeMetadata, pageMetadata } from '@/lib/seo/metadata';
import { listingMetadata, productMetadata } from '@/lib/seo/catalog-metadata';
import { breadcrumbJsonLd, productJsonLd, serializeJsonLd, storeJsonLd } from '@/lib/seo/json-ld';
import { buildRobots, buildSitemap } from '@/lib/seo/sitemap';
import { LISTINGS } from '@/lib/catalog/listing';
import { product, variant } from '../catalog/fixtures';

const origin = 'https://gilgitdryfruits.pk';
const chilgoza = product({
  id: 12,
  name: 'Chilgoza Pine Nuts (Roasted)',
  description: 'Roasted in their shells.',
  imageUrl: '/images/products/chilgoza-pine-nuts.webp',
  variants: [
    variant({ sku: 'CPN-250G', label: '250 g', price: 2900, stockQuantity: 15 }),
    variant({ sku: 'CPN-1KG', label: '1 kg', price: 10800, stockQuantity: 0, weightGrams: 1000 }),
  ],
});

test('Product: one Offer per weight in PKR, availability as full schema.org URLs, brand and absolute image', () => {
  const data = productJsonLd(chilgoza, origin);
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Chilgoza Pine Nuts (Roasted)',
    url: 'https://gilgitdryfruits.pk/product/12',
    image: ['https://gilgitdryfruits.pk/images/products/chilgoza-pine-nuts.webp'],
    brand: { '@type': 'Brand', name: 'Gilgit Dry Fruits' },
  });
  expect(data.offers).toEqual([
    expect.objectContaining({ '@type': 'Offer', sku: 'CPN-250G', price: 2900, priceCurrency: 'PKR', availability: 'https://schema.org/InStock' }),
    expect.objectContaining({ '@type': 'Offer', sku: 'CPN-1KG', price: 10800, priceCurrency: 'PKR', availability: 'https://schema.org/OutOfStock' }),
  ]);
});

test('Store: Gilgit 15100, Gilgit-Baltistan, PK, open every day 08:00–20:00', () => {
  const data = storeJsonLd(origin);
  expect(data['@type']).toBe('Store');
  expect(data.address).toMatchObject({ addressLocality: 'Gilgit', postalCode: '15100', addressRegion: 'Gilgit-Baltistan', addressCountry: 'PK' });
  expect(data.openingHoursSpecification).toEqual([
    { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], opens: '08:00', closes: '20:00' },
  ]);
  expect(data.url).toBe('https://gilgitdryfruits.pk/');
});

test('BreadcrumbList with absolute items in order', () => {
  expect(breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'Shop', path: '/shop' }], origin).itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://gilgitdryfruits.pk/' },
    { '@type': 'ListItem', position: 2, name: 'Shop', item: 'https://gilgitdryfruits.pk/shop' },
  ]);
});

test('JSON-LD text cannot close its script tag', () => {
  const evil = productJsonLd({ ...chilgoza, name: '</script><script>alert(1)</script>', description: 'a & b <!-- c -->' }, origin);
  const text = serializeJsonLd(evil);
  expect(text).not.toMatch(/<|>|&/);
  expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
});

test('page metadata: canonical path, Open Graph and the large-image Twitter card', () => {
  const meta = pageMetadata({ title: 'Contact Us', description: 'Reach us.', path: '/contact-us' });
  expect(meta).toMatchObject({
    title: 'Contact Us',
    alternates: { canonical: '/contact-us' },
    openGraph: { url: '/contact-us', title: 'Contact Us | Gilgit Dry Fruits', siteName: 'Gilgit Dry Fruits', type: 'website' },
    twitter: { card: 'summary_large_image' },
  });
  expect(meta.robots).toBeUndefined();
  expect(homeMetadata()).toMatchObject({ alternates: { canonical: '/' }, twitter: { card: 'summary_large_image' } });
});

test('listing metadata: page 2 is its own canonical page; searches and sorts are not indexed', () => {
  expect(listingMetadata(LISTINGS.shop, { q: '', sort: 'featured', page: 1 })).toMatchObject({ alternates: { canonical: '/shop' } });
  expect(listingMetadata(LISTINGS.shop, { q: '', sort: 'featured', page: 2 })).toMatchObject({ alternates: { canonical: '/shop?page=2' } });
  expect(listingMetadata(LISTINGS.international, { q: 'dates', sort: 'featured', page: 1 })).toMatchObject({
    alternates: { canonical: '/international' },
    robots: { index: false, follow: true },
  });
  expect(listingMetadata(LISTINGS.shop, { q: '', sort: 'name', page: 1 }).robots).toEqual({ index: false, follow: true });
});

test('product metadata starts the description with the price and uses the photo', () => {
  const meta = productMetadata({ ...chilgoza, images: [{ url: '/images/products/chilgoza-pine-nuts.webp', alt: 'Chilgoza' }] });
  expect(meta.title).toBe('Chilgoza Pine Nuts (Roasted)');
  expect(meta.description).toBe('From Rs. 2,900 (250 g). Roasted in their shells.');
  expect(meta.alternates).toEqual({ canonical: '/product/12' });
  expect(meta.openGraph).toMatchObject({ images: [{ url: '/images/products/chilgoza-pine-nuts.webp', alt: 'Chilgoza' }] });
});

test('sitemap: the open pages and every product given, absolute', () => {
  const map = buildSitemap(origin, [chilgoza, product({ id: 3, name: 'Kernels' })]);
  expect(map.map((entry) => entry.url)).toEqual([
    'https://gilgitdryfruits.pk/',
    'https://gilgitdryfruits.pk/shop',
    'https://gilgitdryfruits.pk/best-sellers',
    'https://gilgitdryfruits.pk/northern-area',
    'https://gilgitdryfruits.pk/international',
    'https://gilgitdryfruits.pk/contact-us',
    'https://gilgitdryfruits.pk/terms',
    'https://gilgitdryfruits.pk/product/12',
    'https://gilgitdryfruits.pk/product/3',
  ]);
});

test('robots: everything allowed except the API, the owner console and shoppers\' own pages; the sitemap named', () => {
  const robots = buildRobots(origin);
  expect(robots.sitemap).toBe('https://gilgitdryfruits.pk/sitemap.xml');
  const rule = Array.isArray(robots.rules) ? robots.rules[0] : robots.rules;
  expect(rule).toMatchObject({ userAgent: '*', allow: '/' });
  expect(rule.disallow).toEqual(expect.arrayContaining(['/api/', '/admin', '/orders', '/settings', '/checkout', '/cart']));
});
