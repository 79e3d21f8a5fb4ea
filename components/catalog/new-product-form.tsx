'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage, SubmitButton } from '@/components/ui/form-fields';
import { slugify } from '@/lib/catalog/admin-schema';
import { toNumber } from '@/components/ui/choice-fields';
import { draftOf, fieldsOf, ProductFieldset } from './product-fields';
import { useCreateProduct } from './use-product-change';
import { variantDraftOf, variantFieldsOf, VariantFieldset, type VariantDraft } from './variant-fields';

/** /admin/products/new: the product and its weights in one go; photos are added on the next page. */
export function NewProductForm() {
  const [draft, setDraft] = useState(() => draftOf(null));
  const [variants, setVariants] = useState<VariantDraft[]>(() => [variantDraftOf(null)]);
  const create = useCreateProduct();
  const setVariant = (index: number, next: VariantDraft) => setVariants((all) => all.map((v, i) => (i === index ? next : v)));

  return (
    <form
      className="mt-6 space-y-6"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        create.run({
          ...fieldsOf(draft),
          variants: variants.map((v) => ({ ...variantFieldsOf(v), initialStock: toNumber(v.initialStock) as number })),
        });
      }}
    >
      <ProductFieldset draft={draft} onChange={setDraft} errors={create.fieldErrors} slugify={slugify} />
      {variants.map((variant, index) => (
        <div key={index} className="rounded-3xl border border-sand bg-white p-4">
          <VariantFieldset
            legend={`Weight ${index + 1}`}
            draft={variant}
            onChange={(next) => setVariant(index, next)}
            errors={{}}
            withStock
          />
          {variants.length > 1 && (
            <Button
              size="sm"
              variant="danger-outline"
              className="mt-3"
              onClick={() => setVariants((all) => all.filter((_, i) => i !== index))}
            >
              Remove weight {index + 1}
            </Button>
          )}
        </div>
      ))}
      <Button variant="secondary" onClick={() => setVariants((all) => [...all, variantDraftOf(null, all.length * 10)])}>
        Add another weight
      </Button>
      <div aria-live="polite">{create.error && <FormMessage tone="error">{create.error}</FormMessage>}</div>
      <SubmitButton pending={create.busy}>Add product</SubmitButton>
    </form>
  );
}
