'use client';

import { useId } from 'react';
import { INPUT_CLASS, inputBorder, TextField } from '@/components/ui/form-fields';
import { draftBinder } from '@/components/ui/use-form-fields';
import type { FieldErrors } from '@/lib/errors/field-errors';
import type { ProductFields } from '@/lib/catalog/admin-schema';
import type { AdminProduct, ProductArea } from '@/lib/catalog/admin-types';
import { CheckField, SelectField, toNumber } from '@/components/ui/choice-fields';

export interface ProductDraft {
  name: string;
  slug: string;
  /** Whether the owner typed a web address (then the name no longer changes it). */
  slugEdited: boolean;
  description: string;
  origin: string;
  area: ProductArea;
  bestSeller: boolean;
  active: boolean;
  sortOrder: string;
}

const AREA_OPTIONS = [
  { value: 'northern_area', label: 'Northern area' },
  { value: 'international', label: 'International' },
] as const;

export function draftOf(product: AdminProduct | null): ProductDraft {
  return {
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    slugEdited: product !== null,
    description: product?.description ?? '',
    origin: product?.origin ?? '',
    area: product?.area ?? 'northern_area',
    bestSeller: product?.bestSeller ?? false,
    active: product?.active ?? true,
    sortOrder: String(product?.sortOrder ?? 0),
  };
}

export function fieldsOf(draft: ProductDraft): ProductFields {
  return {
    name: draft.name,
    slug: draft.slug,
    description: draft.description,
    origin: draft.origin,
    area: draft.area,
    bestSeller: draft.bestSeller,
    active: draft.active,
    sortOrder: toNumber(draft.sortOrder) as number,
  };
}

/** The product's own fields; the web address follows the name until the owner edits it. */
export function ProductFieldset({
  draft,
  onChange,
  errors,
  slugify,
}: {
  draft: ProductDraft;
  onChange: (draft: ProductDraft) => void;
  errors: FieldErrors;
  slugify: (name: string) => string;
}) {
  const descriptionId = useId();
  const set = (change: Partial<ProductDraft>) => onChange({ ...draft, ...change });
  const bind = draftBinder(draft, errors, set);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Name"
        name="name"
        value={draft.name}
        error={errors.name}
        onValueChange={(name) => set({ name, ...(draft.slugEdited ? {} : { slug: slugify(name) }) })}
      />
      <TextField
        label="Web address (slug)"
        name="slug"
        value={draft.slug}
        error={errors.slug}
        hint="Lower-case letters, digits and hyphens."
        onValueChange={(slug) => set({ slug, slugEdited: true })}
      />
      <div className="sm:col-span-2">
        <label htmlFor={descriptionId} className="mb-1.5 block text-sm font-semibold text-walnut-800">
          Description
        </label>
        <textarea
          id={descriptionId}
          rows={4}
          value={draft.description}
          onChange={(event) => set({ description: event.target.value })}
          className={`${INPUT_CLASS} ${inputBorder(Boolean(errors.description))}`}
        />
      </div>
      <TextField label="Origin" {...bind('origin')} />
      <SelectField label="Area" value={draft.area} onValueChange={(area) => set({ area: area as ProductArea })} options={AREA_OPTIONS} />
      <TextField label="Position in the shop" {...bind('sortOrder')} inputMode="numeric" hint="Lower numbers come first." />
      <div className="flex flex-col justify-end">
        <CheckField label="Best seller" checked={draft.bestSeller} onCheckedChange={(bestSeller) => set({ bestSeller })} />
        <CheckField label="On sale (shown in the shop)" checked={draft.active} onCheckedChange={(active) => set({ active })} />
      </div>
    </div>
  );
}
