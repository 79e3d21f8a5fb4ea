import { directionOf, isLocale, localizedPath, splitLocale } from '@/lib/i18n/locales.mjs';
import { localeFromAcceptLanguage, preferredLocale } from '@/lib/i18n/negotiation';

test('an address splits into its locale and the shop path', () => {
  expect(splitLocale('/ur/shop')).toEqual({ locale: 'ur', path: '/shop' });
  expect(splitLocale('/ur/product/12')).toEqual({ locale: 'ur', path: '/product/12' });
  expect(splitLocale('/ur')).toEqual({ locale: 'ur', path: '/' });
  expect(splitLocale('/shop')).toEqual({ locale: 'en', path: '/shop' });
  expect(splitLocale('/')).toEqual({ locale: 'en', path: '/' });
  // A page whose name starts with the letters of a locale is not in it.
  expect(splitLocale('/urdu-poetry')).toEqual({ locale: 'en', path: '/urdu-poetry' });
});

test('a shop path has its address in each locale; English keeps the spec’s paths', () => {
  expect(localizedPath('/shop', 'ur')).toBe('/ur/shop');
  expect(localizedPath('/', 'ur')).toBe('/ur');
  expect(localizedPath('/?signin=1', 'ur')).toBe('/ur?signin=1');
  expect(localizedPath('/shop?q=badam#results', 'ur')).toBe('/ur/shop?q=badam#results');
  expect(localizedPath('/tracking?order=GB-1001', 'ur')).toBe('/ur/tracking?order=GB-1001');
  expect(localizedPath('/shop', 'en')).toBe('/shop');
  // Already in Urdu, the API and the other routes outside app/[locale], and anything not a shop path: unchanged.
  expect(localizedPath('/ur/shop', 'ur')).toBe('/ur/shop');
  for (const path of ['/api/cities', '/auth/confirm', '/payment/continue', '/feeds/google-merchant.xml', '/product-photos/1/a.webp'])
    expect(localizedPath(path, 'ur')).toBe(path);
  for (const path of ['https://wa.me/923001234567', '//evil.example', '#main', 'mailto:hello@example.pk', 'tel:+92'])
    expect(localizedPath(path, 'ur')).toBe(path);
});

test('the two locales and their directions', () => {
  expect([isLocale('en'), isLocale('ur'), isLocale('fr'), isLocale(undefined), isLocale(1)]).toEqual([true, true, false, false, false]);
  expect([directionOf('en'), directionOf('ur')]).toEqual(['ltr', 'rtl']);
});

test("a first visit follows the browser's languages, by quality then order", () => {
  expect(localeFromAcceptLanguage('ur-PK,ur;q=0.9,en;q=0.8')).toBe('ur');
  expect(localeFromAcceptLanguage('UR')).toBe('ur');
  expect(localeFromAcceptLanguage('en-US,en;q=0.9,ur;q=0.8')).toBe('en');
  expect(localeFromAcceptLanguage('en;q=0.5, ur;q=0.7')).toBe('ur');
  expect(localeFromAcceptLanguage('ur;q=0.5, en;q=0.5')).toBe('ur');
  expect(localeFromAcceptLanguage('fr-FR,de;q=0.9')).toBe('en');
  expect(localeFromAcceptLanguage('pa-PK, ur;q=0')).toBe('en');
  expect(localeFromAcceptLanguage('ur;q=abc')).toBe('en');
  expect(localeFromAcceptLanguage('')).toBe('en');
  expect(localeFromAcceptLanguage(null)).toBe('en');
});

test('a choice made with the switch outweighs the browser', () => {
  expect(preferredLocale('en', 'ur-PK')).toBe('en');
  expect(preferredLocale('ur', 'en-GB')).toBe('ur');
  expect(preferredLocale(undefined, 'ur-PK')).toBe('ur');
  expect(preferredLocale('klingon', 'ur-PK')).toBe('ur');
});
