'use client';

import Link from 'next/link';
import type { MouseEvent } from 'react';
import { Rupees } from '@/components/ui/rupees';
import { productImageProps } from '@/components/ui/product-image';
import type { HeaderSearchOption } from './header-search-options';

const OPTION_CLASS = 'flex min-h-11 items-center gap-3 rounded-xl px-3 py-2 text-sm text-walnut-900';
const ACTIVE_CLASS = 'bg-cream ring-2 ring-apricot-500 ring-inset';

/** The id of the option at `index`, for aria-activedescendant. */
export const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

/**
 * The popup's listbox: one link per option, so a tap follows it as any link (and a menu around it
 * closes as for its other links). Focus stays in the box: the options are not tab stops, and a
 * press on them does not move focus (the box shows which one is active).
 */
export function HeaderSearchListbox({
  id,
  options,
  activeIndex,
  hidden,
}: {
  id: string;
  options: HeaderSearchOption[];
  activeIndex: number;
  hidden: boolean;
}) {
  return (
    <div id={id} role="listbox" aria-label="Search suggestions" hidden={hidden} onMouseDown={keepFocusInBox} className="space-y-0.5">
      {options.map((option, index) => (
        <Link
          key={`${option.kind}-${option.href}`}
          id={optionId(id, index)}
          href={option.href}
          prefetch={false}
          role="option"
          aria-selected={index === activeIndex}
          tabIndex={-1}
          className={`${OPTION_CLASS} hover:bg-cream ${index === activeIndex ? ACTIVE_CLASS : ''}`}
        >
          <OptionContent option={option} />
        </Link>
      ))}
    </div>
  );
}

function keepFocusInBox(event: MouseEvent) {
  event.preventDefault();
}

function OptionContent({ option }: { option: HeaderSearchOption }) {
  switch (option.kind) {
    case 'product':
      return <ProductOption product={option.product} />;
    case 'listing':
      return (
        <span>
          Browse <span className="font-semibold">{option.title}</span>
        </span>
      );
    case 'did-you-mean':
      return (
        <span>
          Did you mean <span className="font-semibold">{option.name}</span>?
        </span>
      );
    case 'all-results':
      return (
        <span className="font-semibold text-apricot-800">
          See all {option.total} results for “{option.text}”
        </span>
      );
  }
}

function ProductOption({ product }: { product: Extract<HeaderSearchOption, { kind: 'product' }>['product'] }) {
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
