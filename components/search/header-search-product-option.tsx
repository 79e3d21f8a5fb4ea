import { Rupees } from '@/components/ui/rupees';
import { productImageProps } from '@/components/ui/product-image';
import type { HeaderSearchOption } from './header-search-options';

/** A suggested product: its photo, its name, and its lowest price or that it is sold out. */
export function ProductOption({ product }: { product: Extract<HeaderSearchOption, { kind: 'product' }>['product'] }) {
  const { src, srcSet, sizes } = productImageProps({ src: product.imageUrl, alt: '', sizes: '48px' });
  return (
    <>
      <span className="relative size-12 shrink-0 overflow-hidden rounded-lg bg-cream">
        {/* eslint-disable-next-line @next/next/no-img-element -- getImageProps() output (Next's optimiser), as the product cards render theirs */}
        <img
          src={src}
          srcSet={srcSet}
          sizes={sizes}
          alt=""
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold">{product.name}</span>
        <span className="block text-xs text-walnut-600">
          {!product.inStock ? (
            'Sold out'
          ) : product.priceFrom !== null ? (
            <>
              from <Rupees value={product.priceFrom} />
            </>
          ) : null}
        </span>
      </span>
    </>
  );
}
