'use client';

import { useId, useState, type FormEvent } from 'react';
import { FormMessage, INPUT_CLASS, inputBorder } from '@/components/ui/form-fields';
import { COUPON_REQUIRED } from '@/lib/checkout/messages';
import type { QuoteCoupon } from '@/lib/checkout/types';

export interface CouponFieldProps {
  applied: QuoteCoupon | null;
  /** Asks the server; resolves to the coupon as quoted (valid or with its problem). */
  onApply: (code: string) => Promise<QuoteCoupon | null>;
  onRemove: () => void;
  notice: string | null;
}

/** Enter a code → the server checks it (quote_order) and applies it, or says clearly why not. */
export function CouponField({ applied, onApply, onRemove, notice }: CouponFieldProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!code.trim()) return setError(COUPON_REQUIRED);
    setPending(true);
    const coupon = await onApply(code.trim());
    setPending(false);
    if (coupon && !coupon.valid) setError(coupon.message);
    else if (coupon?.valid) setCode('');
  };

  if (applied?.valid) {
    return (
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm">
        <p role="status" className="text-emerald-900">
          Coupon <strong>{applied.code}</strong> applied.
        </p>
        <button
          type="button"
          onClick={onRemove}
          className="font-semibold text-walnut-800 underline underline-offset-4 hover:text-walnut-950"
        >
          Remove coupon
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={apply} noValidate className="mt-5" aria-label="Coupon">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-walnut-800">
        Coupon code
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="couponCode"
          value={code}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
          className={`${INPUT_CLASS} ${inputBorder(Boolean(error))} uppercase`}
        />
        <button
          type="submit"
          disabled={pending}
          className="rounded-full border border-walnut-900 px-5 font-semibold text-walnut-900 hover:bg-cream disabled:opacity-60"
        >
          {pending ? 'Checking…' : 'Apply'}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {notice && !error && (
        <div className="mt-3">
          <FormMessage tone="info">{notice}</FormMessage>
        </div>
      )}
    </form>
  );
}
