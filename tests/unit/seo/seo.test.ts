import { homeMetadata, pageMetadata } from '@/lib/seo/metadata';
import { listingMetadata, productMetadata } from '@/lib/seo/catalog-metadata';
import { buildRobots, buildSitemap } from '@/lib/seo/sitemap';
import { LISTINGS } from '@/lib/catalog/listing';
import { chilgozaProduct, product } from '../catalog/fixtures';

const origin = 'https://gilgitdryfruits.pk';
const chilgoza = chilgozaProduct();

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

test("robots: everything allowed except the API, the owner console and shoppers' own pages; the sitemap named", () => {
  const robots = buildRobots(origin);
  expect(robots.sitemap).toBe('https://gilgitdryfruits.pk/sitemap.xml');
  const rule = Array.isArray(robots.rules) ? robots.rules[0] : robots.rules;
  expect(rule).toMatchObject({ userAgent: '*', allow: '/' });
  expect(rule.disallow).toEqual(expect.arrayContaining(['/api/', '/admin', '/orders', '/settings', '/checkout', '/cart']));
});
