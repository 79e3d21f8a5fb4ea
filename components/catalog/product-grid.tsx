import { preload } from 'react-dom';
import { toProductCardData } from '@/lib/catalog/card';
import type { Product } from '@/lib/catalog/types';
import { ProductCard } from './product-card';
import { productImageProps } from './product-image';

/** The card's photo box: full column width, square. */
export const CARD_IMAGE_SIZES = '(min-width:1280px) 296px, (min-width:1024px) 30vw, (min-width:640px) 46vw, 92vw';

/**
 * A grid of product cards. The photos' optimiser URLs are made here on the server (no image code in
 * the browser). The first card's photo (`eagerCount`) is fetched eagerly and early (it is the
 * listing's largest paint on wide screens). The others wait until the page runs and the card is
 * near the screen (see CardImage.deferred), so on a phone they never compete with the first screen.
 */
export function ProductGrid({ products, headingLevel = 2, label, eagerCount = 1 }: { products: readonly Product[]; headingLevel?: 2 | 3; label: string; eagerCount?: number }) {
  return (
    <ul aria-label={label} className="grid gap-5 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
      {products.map((product, index) => {
        const priority = index < eagerCount;
        const { src, srcSet, sizes } = productImageProps({ src: product.imageUrl, alt: product.name, sizes: CARD_IMAGE_SIZES, priority });
        if (priority && srcSet) preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
        return (
          <li key={product.id}>
            <ProductCard card={toProductCardData(product)} image={{ src, srcSet, sizes, priority, deferred: !priority }} headingLevel={headingLevel} />
          </li>
        );
      })}
    </ul>
  );
}
