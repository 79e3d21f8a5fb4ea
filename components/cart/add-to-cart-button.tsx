'use client';

import { Link } from '@/components/i18n/link';
import { useEffect, useRef, useState } from 'react';
import { CheckIcon } from '@/components/ui/icons';
import { BagCheckIcon } from '@/components/ui/icons';
import type { NewCartItem } from '@/lib/cart/cart';
import { addToCart } from '@/lib/cart/cart-store';

/** How long the "Added" confirmation stays. */
export const ADDED_NOTICE_MS = 3000;

export interface AddToCartButtonProps {
  item: Omit<NewCartItem, 'quantity'>;
  quantity?: number;
  /** Sold out: the button is disabled and says so. */
  soldOut?: boolean;
  /** Cards: a smaller button whose confirmation is its own label. Product page: large, with a link to the cart. */
  size?: 'card' | 'large';
  className?: string;
}

/**
 * Adds a product (one weight) to the cart, raising the quantity if it is already there. The header's
 * badge updates at once; a short confirmation is announced politely to screen readers.
 */
export function AddToCartButton({ item, quantity = 1, soldOut = false, size = 'card', className = '' }: AddToCartButtonProps) {
  const [notice, setNotice] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const what = item.variant ? `${item.name}, ${item.variant.label}` : item.name;
  const onAdd = () => {
    addToCart({ ...item, quantity });
    setNotice(`Added ${quantity} × ${what} to your cart`);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setNotice(''), ADDED_NOTICE_MS);
  };
  const added = notice !== '';
  const large = size === 'large';

  return (
    <div className={`relative ${className}`}>
      <button
        type="button"
        onClick={onAdd}
        disabled={soldOut}
        aria-label={soldOut ? undefined : `${added ? 'Added to cart' : 'Add to cart'}: ${what}`}
        className={`inline-flex w-full items-center justify-center gap-2 rounded-full font-semibold text-snow transition-colors disabled:bg-walnut-100 disabled:text-walnut-600 ${
          large ? 'px-7 py-3.5' : 'px-4 py-2.5 text-sm'
        } ${added ? 'bg-emerald-700' : 'bg-walnut-900 hover:bg-walnut-800'}`}
      >
        {added ? <CheckIcon width={18} height={18} /> : <BagCheckIcon width={18} height={18} />}
        {soldOut ? 'Out of stock' : added ? 'Added to cart' : 'Add to cart'}
      </button>
      <p role="status" aria-live="polite" className={large && added ? 'mt-3 text-sm text-walnut-700' : 'sr-only'}>
        {notice}
        {large && added && (
          <>
            {' · '}
            <Link href="/cart" className="font-semibold text-apricot-800 underline underline-offset-4">
              View cart
            </Link>
          </>
        )}
      </p>
    </div>
  );
}
