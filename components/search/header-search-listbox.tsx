'use client';

import { Link } from '@/components/i18n/link';
import { Suspense, lazy, type MouseEvent } from 'react';
import type { HeaderSearchOption } from './header-search-options';

/**
 * A product's row draws its photo through next/image's props, a few KB that every page would
 * otherwise load with the box: fetched with the suggestions' contract when the box is first focused.
 */
export const loadProductOption = () => import('./header-search-product-option');
const ProductOption = lazy(() => loadProductOption().then((module) => ({ default: module.ProductOption })));

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
      return (
        <Suspense fallback={<span className="block min-w-0 flex-1 truncate font-semibold">{option.product.name}</span>}>
          <ProductOption product={option.product} />
        </Suspense>
      );
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
