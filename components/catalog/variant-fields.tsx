'use client';

import { useId } from 'react';
import { TextField } from '@/components/ui/form-fields';
import { draftBinder } from '@/components/ui/use-form-fields';
import type { FieldErrors } from '@/lib/errors/field-errors';
import type { VariantFields } from '@/lib/catalog/admin-schema';
import type { AdminVariant, WeightUnit } from '@/lib/catalog/admin-types';
import { CheckField, SelectField, toNumber } from '@/components/ui/choice-fields';

export interface VariantDraft {
  sku: string;
  label: string;
  weightValue: string;
  weightUnit: WeightUnit;
  price: string;
  compareAtPrice: string;
  active: boolean;
  sortOrder: string;
  initialStock: string;
  lengthCm: string;
  widthCm: string;
  heightCm: string;
}

const UNIT_OPTIONS = [
  { value: 'grams', label: 'grams' },
  { value: 'kg', label: 'kg' },
] as const;

export function variantDraftOf(variant: AdminVariant | null, sortOrder = 0): VariantDraft {
  return {
    sku: variant?.sku ?? '',
    label: variant?.label ?? '',
    weightValue: variant ? String(variant.weightValue) : '',
    weightUnit: variant?.weightUnit ?? 'grams',
    price: variant ? String(variant.price) : '',
    compareAtPrice: variant?.compareAtPrice ? String(variant.compareAtPrice) : '',
    active: variant?.active ?? true,
    sortOrder: String(variant?.sortOrder ?? sortOrder),
    initialStock: '0',
    lengthCm: variant?.lengthCm ? String(variant.lengthCm) : '',
    widthCm: variant?.widthCm ? String(variant.widthCm) : '',
    heightCm: variant?.heightCm ? String(variant.heightCm) : '',
  };
}

export function variantFieldsOf(draft: VariantDraft): VariantFields {
  return {
    sku: draft.sku,
    label: draft.label,
    weightValue: toNumber(draft.weightValue) as number,
    weightUnit: draft.weightUnit,
    price: toNumber(draft.price) as number,
    compareAtPrice: toNumber(draft.compareAtPrice) ?? null,
    active: draft.active,
    sortOrder: toNumber(draft.sortOrder) as number,
    lengthCm: toNumber(draft.lengthCm) ?? null,
    widthCm: toNumber(draft.widthCm) ?? null,
    heightCm: toNumber(draft.heightCm) ?? null,
  };
}

/** One weight's fields; `withStock` adds the opening stock of a new weight. */
export function VariantFieldset({
  draft,
  onChange,
  errors,
  withStock,
  legend,
}: {
  draft: VariantDraft;
  onChange: (draft: VariantDraft) => void;
  errors: FieldErrors;
  withStock: boolean;
  legend: string;
}) {
  const set = (change: Partial<VariantDraft>) => onChange({ ...draft, ...change });
  const bind = draftBinder(draft, errors, set);
  const sizeHintId = useId();
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <legend className="col-span-full mb-2 font-semibold text-walnut-950">{legend}</legend>
      <TextField label="SKU" name="sku" value={draft.sku} error={errors.sku} onValueChange={(sku) => set({ sku: sku.toUpperCase() })} />
      <TextField label="Label" {...bind('label')} placeholder="500 g" />
      <TextField label="Weight" {...bind('weightValue')} inputMode="decimal" />
      <SelectField
        label="Unit"
        value={draft.weightUnit}
        onValueChange={(weightUnit) => set({ weightUnit: weightUnit as WeightUnit })}
        options={UNIT_OPTIONS}
      />
      <TextField label="Price (Rs.)" {...bind('price')} inputMode="numeric" />
      <TextField label="Compare-at price (Rs.)" {...bind('compareAtPrice')} inputMode="numeric" />
      <TextField label="Position" {...bind('sortOrder')} inputMode="numeric" />
      {withStock && <TextField label="Opening stock" {...bind('initialStock')} inputMode="numeric" />}
      <fieldset className="col-span-full grid grid-cols-3 gap-3" aria-describedby={sizeHintId}>
        <legend className="mb-1 text-sm font-semibold text-walnut-800">Packed size</legend>
        <p id={sizeHintId} className="col-span-full -mt-1 text-sm text-walnut-600">
          Couriers charge by size when a parcel is light for its size. Give all three, or leave them blank.
        </p>
        <TextField label="Length (cm)" {...bind('lengthCm')} inputMode="numeric" />
        <TextField label="Width (cm)" {...bind('widthCm')} inputMode="numeric" />
        <TextField label="Height (cm)" {...bind('heightCm')} inputMode="numeric" />
      </fieldset>
      <div className="col-span-full">
        <CheckField label="On sale" checked={draft.active} onCheckedChange={(active) => set({ active })} />
      </div>
    </fieldset>
  );
}
