'use client';

import { useState } from 'react';
import { MinusIcon, PlusIcon } from '@/components/ui/icons';
import { MIN_CART_QUANTITY } from '@/lib/cart/cart';

/** A quantity of at least 1 (and at most `max`): − and + buttons around a number field. */
export function QuantityInput({
  value,
  max,
  onChange,
  id,
}: {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  id: string;
}) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const clamp = (n: number) => Math.min(Math.max(MIN_CART_QUANTITY, Math.floor(n)), Math.max(MIN_CART_QUANTITY, max));
  const commit = (raw: string) => {
    const n = Number(raw);
    const next = Number.isFinite(n) && raw.trim() !== '' ? clamp(n) : value;
    setText(String(next));
    onChange(next);
  };
  const button =
    'inline-flex size-11 items-center justify-center text-walnut-800 transition-colors hover:bg-walnut-100 disabled:text-walnut-300 disabled:hover:bg-transparent';
  return (
    <div className="inline-flex items-center rounded-full border border-walnut-200 bg-white">
      <button
        type="button"
        aria-label="Decrease quantity"
        className={`${button} rounded-s-full`}
        disabled={value <= MIN_CART_QUANTITY}
        onClick={() => onChange(clamp(value - 1))}
      >
        <MinusIcon width={18} height={18} />
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={MIN_CART_QUANTITY}
        max={Math.max(MIN_CART_QUANTITY, max)}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => event.key === 'Enter' && commit(event.currentTarget.value)}
        className="h-11 w-14 [appearance:textfield] border-x border-walnut-200 text-center font-semibold text-walnut-950 tabular-nums focus-visible:outline-offset-0 [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button
        type="button"
        aria-label="Increase quantity"
        className={`${button} rounded-e-full`}
        disabled={value >= max}
        onClick={() => onChange(clamp(value + 1))}
      >
        <PlusIcon width={18} height={18} />
      </button>
    </div>
  );
}
