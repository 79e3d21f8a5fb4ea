import type { Testimonial } from './types';

/** Shown when the reviews cannot be loaded (spec §8): four built-in ones, rated 5, 4, 5 and 5. */
export const FALLBACK_TESTIMONIALS: readonly Testimonial[] = Object.freeze([
  {
    id: 'fallback-1',
    quote: 'The apricots taste just like the ones from my grandmother’s orchard in Hunza. Soft, sweet and clearly sun-dried.',
    name: 'Nadia Rahim',
    rating: 5,
  },
  {
    id: 'fallback-2',
    quote: 'Good walnut kernels and honest weight. Delivery to Islamabad took four days, a little longer than I hoped.',
    name: 'Omar Farooq',
    rating: 4,
  },
  {
    id: 'fallback-3',
    quote: 'Our family’s winter dry fruit now comes from Gilgit directly. Fresh, fairly priced and carefully packed.',
    name: 'Saima Karim',
    rating: 5,
  },
  {
    id: 'fallback-4',
    quote: 'The chilgoza was perfectly roasted and the almonds were whole, not broken. Highly recommended.',
    name: 'Tariq Mehmood',
    rating: 5,
  },
]);
