import type { NewCartItem } from '@/lib/cart/cart';

/** Items as the product page adds them to the cart, from the seed's catalogue. */
export const APRICOTS_250G: NewCartItem = {
  productId: 1,
  variant: { id: 11, label: '250 g' },
  name: 'Gilgit Dried Apricots (Khubani)',
  price: 650,
  weight: { value: 250, unit: 'grams' },
};

export const APRICOTS_1KG: NewCartItem = {
  productId: 1,
  variant: { id: 13, label: '1 kg' },
  name: 'Gilgit Dried Apricots (Khubani)',
  price: 2400,
  weight: { value: 1, unit: 'kg' },
};

export const CHILGOZA_250G: NewCartItem = {
  productId: 12,
  variant: { id: 121, label: '250 g' },
  name: 'Chilgoza Pine Nuts (Roasted)',
  price: 2900,
  weight: { value: 250, unit: 'grams' },
};
