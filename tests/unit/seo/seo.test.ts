import { homeMetadata, pageMetadata } from '@/lib/seo/metadata';
import { listingMetadata, productMetadata } from '@/lib/seo/catalog-metadata';
import { buildRobots, buildSitemap } from '@/lib/seo/sitemap';
import { LISTINGS } from '@/lib/catalog/listing';
import { chilgozaProduct, product } from '../catalog/fixtures';
import { setRootLocale } from '../../support/root-params';

const origin = 'https://gilgitdryfruits.pk';
const chilgoza = chilgozaProduct();

afterEach(() => setRootLocale('en'));

const CONTACT_LANGUAGES = { en: '/contact-us', ur: '/ur/contact-us', 'x-default': '/contact-us' };

test('page metadata: canonical path, Open Graph and the large-image Twitter card', async () => {
  const meta = await pageMetadata({ title: 'Contact Us', description: 'Reach us.', path: '/contact-us' });
  expect(meta).toMatchObject({
    title: 'Contact Us',
    alternates: { canonical: '/contact-us', languages: CONTACT_LANGUAGES },
    openGraph: {
      url: '/contact-us',
      locale: 'en_PK',
      title: 'Contact Us | Gilgit Dry Fruits',
      siteName: 'Gilgit Dry Fruits',
      type: 'website',
    },
    twitter: { card: 'summary_large_image' },
  });
  expect(meta.robots).toBeUndefined();
  expect(await homeMetadata()).toMatchObject({ alternates: { canonical: '/' }, twitter: { card: 'summary_large_image' } });
});

test('an Urdu page is its own canonical page under /ur and names its English twin', async () => {
  setRootLocale('ur');
  const meta = await pageMetadata({ title: 'Contact Us', description: 'Reach us.', path: '/contact-us' });
  expect(meta).toMatchObject({
    alternates: { canonical: '/ur/contact-us', languages: CONTACT_LANGUAGES },
    openGraph: { url: '/ur/contact-us', locale: 'ur_PK' },
  });
  expect(await homeMetadata()).toMatchObject({ alternates: { canonical: '/ur', languages: { en: '/', ur: '/ur', 'x-default': '/' } } });
  expect(await listingMetadata(LISTINGS.shop, { q: '', sort: 'featured', page: 2 })).toMatchObject({
    alternates: { canonical: '/ur/shop?page=2', languages: { en: '/shop?page=2', ur: '/ur/shop?page=2' } },
  });
});

test('outside app/[locale] (the global 404 page) the metadata is English', async () => {
  setRootLocale(undefined);
  expect(await homeMetadata()).toMatchObject({ alternates: { canonical: '/' }, openGraph: { locale: 'en_PK' } });
});

test('listing metadata: page 2 is its own canonical page; searches and sorts are not indexed', async () => {
  expect(await listingMetadata(LISTINGS.shop, { q: '', sort: 'featured', page: 1 })).toMatchObject({ alternates: { canonical: '/shop' } });
  expect(await listingMetadata(LISTINGS.shop, { q: '', sort: 'featured', page: 2 })).toMatchObject({
    alternates: { canonical: '/shop?page=2' },
  });
  expect(await listingMetadata(LISTINGS.international, { q: 'dates', sort: 'featured', page: 1 })).toMatchObject({
    alternates: { canonical: '/international' },
    robots: { index: false, follow: true },
  });
  expect((await listingMetadata(LISTINGS.shop, { q: '', sort: 'name', page: 1 })).robots).toEqual({ index: false, follow: true });
});

test('product metadata starts the description with the price and uses the photo', async () => {
  const meta = await productMetadata({ ...chilgoza, images: [{ url: '/images/products/chilgoza-pine-nuts.webp', alt: 'Chilgoza' }] });
  expect(meta.title).toBe('Chilgoza Pine Nuts (Roasted)');
  expect(meta.description).toBe('From Rs. 2,900 (250 g). Roasted in their shells.');
  expect(meta.alternates).toEqual({
    canonical: '/product/12',
    languages: { en: '/product/12', ur: '/ur/product/12', 'x-default': '/product/12' },
  });
  expect(meta.openGraph).toMatchObject({ images: [{ url: '/images/products/chilgoza-pine-nuts.webp', alt: 'Chilgoza' }] });
});

test('sitemap: the open pages and every product given, absolute, in each language with its twins', () => {
  const map = buildSitemap(origin, [chilgoza, product({ id: 3, name: 'Kernels' })]);
  const paths = ['/', '/shop', '/best-sellers', '/northern-area', '/international', '/contact-us', '/terms', '/product/12', '/product/3'];
  expect(map.map((entry) => entry.url)).toEqual(
    paths.flatMap((path) => [`${origin}${path}`, `${origin}${path === '/' ? '/ur' : `/ur${path}`}`]),
  );
  const urduProduct = map.find((entry) => entry.url === `${origin}/ur/product/12`);
  expect(urduProduct?.alternates).toEqual({ languages: { en: `${origin}/product/12`, ur: `${origin}/ur/product/12` } });
  expect(urduProduct?.lastModified).toEqual(map.find((entry) => entry.url === `${origin}/product/12`)?.lastModified);
});

test("robots: everything allowed except the API, the owner console and shoppers' own pages; the sitemap named", () => {
  const robots = buildRobots(origin);
  expect(robots.sitemap).toBe('https://gilgitdryfruits.pk/sitemap.xml');
  const rule = Array.isArray(robots.rules) ? robots.rules[0] : robots.rules;
  expect(rule).toMatchObject({ userAgent: '*', allow: '/' });
  expect(rule.disallow).toEqual(
    expect.arrayContaining(['/api/', '/admin', '/orders', '/settings', '/checkout', '/cart', '/ur/admin', '/ur/cart']),
  );
  expect(rule.disallow).not.toContain('/ur/api/');
});
