import { toProductCardData } from '@/lib/catalog/card';
import type { Product } from '@/lib/catalog/types';
import { ImagePreload } from './image-preload';
import { ProductCard, type CardPhotoLoading } from './product-card';
import { productImageProps } from '../ui/product-image';

/** The card's photo box: full column width, square. */
const CARD_IMAGE_SIZES = '(min-width:1280px) 296px, (min-width:1024px) 30vw, (min-width:640px) 46vw, 92vw';

/** Cards in the first row on the widest layout (xl: 4 columns). */
const FIRST_ROW = 4;

/**
 * A grid of product cards. The photos' optimiser URLs are made here on the server (no image code in
 * the browser). The first card's photo (`eagerCount`) is fetched eagerly and early (it is the
 * listing's largest paint on wide screens). When the grid opens the page (`atTop`), the rest of the
 * first row is fetched with the page on wide screens. Every other photo waits until the page runs
 * and the card is near the screen (see CardPhotoLoading), so on a phone none competes with the
 * first screen.
 */
export function ProductGrid({
  products,
  headingLevel = 2,
  label,
  eagerCount = 1,
  atTop = true,
}: {
  products: readonly Product[];
  headingLevel?: 2 | 3;
  label: string;
  eagerCount?: number;
  atTop?: boolean;
}) {
  return (
    <ul aria-label={label} className="grid gap-5 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
      {products.map((product, index) => {
        const priority = index < eagerCount;
        const loading: CardPhotoLoading = priority ? 'eager' : atTop && index < FIRST_ROW ? 'near-screen-on-phones' : 'near-screen';
        const { src, srcSet, sizes } = productImageProps({ src: product.imageUrl, alt: product.name, sizes: CARD_IMAGE_SIZES, priority });
        return (
          <li key={product.id}>
            {priority && srcSet && <ImagePreload src={src} srcSet={srcSet} sizes={sizes} />}
            <ProductCard card={toProductCardData(product)} image={{ src, srcSet, sizes, loading }} headingLevel={headingLevel} />
          </li>
        );
      })}
    </ul>
  );
}
