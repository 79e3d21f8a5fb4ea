'use client';

import { useId } from 'react';
import { INPUT_CLASS, inputBorder } from '@/components/ui/form-fields';

/** A labelled <select> of the console's forms. */
export function SelectField({
  label,
  value,
  onValueChange,
  options,
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-walnut-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className={`${INPUT_CLASS} ${inputBorder(false)}`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CheckField({
  label,
  checked,
  onCheckedChange,
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-walnut-900">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="size-5 accent-walnut-900"
      />
      {label}
    </label>
  );
}

/** A number typed into a text box: blank is "not given", so the schema's own message answers. */
export function toNumber(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}
