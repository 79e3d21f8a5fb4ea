import type { NewCartItem } from '@/lib/cart/cart';

const APRICOTS = 'Gilgit Dried Apricots (Khubani)';
const CHILGOZA = 'Chilgoza Pine Nuts (Roasted)';

function item(productId: number, variant: NewCartItem['variant'], name: string, price: number, weight: NewCartItem['weight']): NewCartItem {
  return { productId, variant, name, price, weight };
}

/** Items as the product page adds them to the cart, from the seed's catalogue. */
export const APRICOTS_250G = item(1, { id: 11, label: '250 g' }, APRICOTS, 650, { value: 250, unit: 'grams' });
export const APRICOTS_1KG = item(1, { id: 13, label: '1 kg' }, APRICOTS, 2400, { value: 1, unit: 'kg' });
export const CHILGOZA_250G = item(12, { id: 121, label: '250 g' }, CHILGOZA, 2900, { value: 250, unit: 'grams' });
