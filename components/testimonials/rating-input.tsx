'use client';

import { useId, useState } from 'react';
import { StarIcon } from '@/components/ui/icons';
import { MAX_RATING } from '@/lib/testimonials/messages';

/** 1 to 5 stars as a radio group: click, tap or arrow keys; the stars up to the choice light up. */
export function RatingInput({ value, onChange, error }: { value: number; onChange: (rating: number) => void; error?: string }) {
  const name = useId();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-semibold text-walnut-800">Your rating</legend>
      <div className="mt-2 flex items-center gap-1" onMouseLeave={() => setHover(0)}>
        {Array.from({ length: MAX_RATING }, (_, i) => i + 1).map((star) => (
          <label
            key={star}
            onMouseEnter={() => setHover(star)}
            className="cursor-pointer rounded-lg p-1 has-focus-visible:outline-3 has-focus-visible:outline-apricot-500"
          >
            <input type="radio" name={name} value={star} checked={value === star} onChange={() => onChange(star)} className="sr-only" />
            <StarIcon width={32} height={32} className={`transition-colors ${star <= shown ? 'text-amber-500' : 'text-walnut-200'}`} />
            <span className="sr-only">{star === 1 ? '1 star' : `${star} stars`}</span>
          </label>
        ))}
        <span className="ms-2 text-sm text-walnut-600" aria-hidden="true">
          {value} / {MAX_RATING}
        </span>
      </div>
      {error && (
        <p id={`${name}-error`} className="mt-1.5 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
