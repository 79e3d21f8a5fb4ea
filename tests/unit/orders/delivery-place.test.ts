import { deliveryPlace } from '@/lib/orders/delivery-place';

test('a typed town is shown with the listed city chosen as the nearest', () => {
  expect(deliveryPlace({ town: 'Handrap', cityName: 'Phander' })).toBe('Handrap (near Phander)');
});

test('without a town, or with the city typed as the town, the city alone', () => {
  expect(deliveryPlace({ town: null, cityName: 'Gilgit' })).toBe('Gilgit');
  expect(deliveryPlace({ town: 'gilgit', cityName: 'Gilgit' })).toBe('Gilgit');
});
