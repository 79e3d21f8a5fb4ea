'use client';

import type { ChangeEvent } from 'react';
import { SORT_OPTIONS, type SortKey } from '@/lib/catalog/listing';

/** The sort order; choosing one submits the form (without JavaScript the Apply button does). */
export function SortSelect({ value, id }: { value: SortKey; id: string }) {
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => event.currentTarget.form?.requestSubmit();
  return (
    <select
      id={id}
      name="sort"
      defaultValue={value}
      onChange={onChange}
      className="h-11 rounded-full border border-walnut-200 bg-white pe-9 ps-4 text-sm font-medium text-walnut-900 shadow-sm transition-colors hover:border-walnut-400 focus-visible:border-apricot-500"
    >
      {SORT_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
