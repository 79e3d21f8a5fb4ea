import { payLink, readPayLink } from '@/lib/orders/pay-link';

const KEY = 'order-3f0c1a2b-4d5e-6f70-8192-a3b4c5d6e7f8';

test('a pay link carries the order in the query and the key in the fragment, and reads back', () => {
  const link = new URL(payLink('https://shop.example.pk', 'GDF-2611-7KQ2MX', KEY));
  expect(link.pathname).toBe('/pay');
  expect(link.searchParams.get('order')).toBe('GDF-2611-7KQ2MX');
  expect(link.hash).toBe(`#${KEY}`);
  expect(readPayLink(link.search, link.hash)).toEqual({ orderNumber: 'GDF-2611-7KQ2MX', checkoutKey: KEY });
});

test('an order number is read as typed in any case; a missing or malformed part is no link', () => {
  expect(readPayLink('?order=gdf-2611-7kq2mx', `#${KEY}`)).toEqual({ orderNumber: 'GDF-2611-7KQ2MX', checkoutKey: KEY });
  expect(readPayLink('', `#${KEY}`)).toBeNull();
  expect(readPayLink('?order=GDF-2611-7KQ2MX', '')).toBeNull();
  expect(readPayLink('?order=GDF-2611-7KQ2MX', '#short')).toBeNull();
  expect(readPayLink('?order=GDF-2611-7KQ2MX', '#%E0%A4%A')).toBeNull();
  expect(readPayLink('?order=12345', `#${KEY}`)).toBeNull();
});
