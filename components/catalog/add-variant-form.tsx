'use client';

import { useState } from 'react';
import { FormMessage, SubmitButton } from '@/components/ui/form-fields';
import { toNumber } from '@/components/ui/choice-fields';
import { useAddVariant } from './use-product-change';
import { variantDraftOf, variantFieldsOf, VariantFieldset } from './variant-fields';

/** A new weight for an existing product, with its opening stock. */
export function AddVariantForm({ productId, nextPosition }: { productId: number; nextPosition: number }) {
  const [draft, setDraft] = useState(() => variantDraftOf(null, nextPosition));
  const add = useAddVariant(productId, () => setDraft(variantDraftOf(null, nextPosition + 10)));
  return (
    <form
      aria-label="Add a weight"
      noValidate
      className="space-y-3 rounded-3xl border border-dashed border-walnut-300 bg-white p-5"
      onSubmit={(event) => {
        event.preventDefault();
        add.run({ ...variantFieldsOf(draft), initialStock: toNumber(draft.initialStock) as number });
      }}
    >
      <VariantFieldset legend="Add a weight" draft={draft} onChange={setDraft} errors={add.fieldErrors} withStock />
      <div aria-live="polite">
        {add.notice && <FormMessage tone="success">{add.notice}</FormMessage>}
        {add.error && <FormMessage tone="error">{add.error}</FormMessage>}
      </div>
      <SubmitButton pending={add.busy}>Add weight</SubmitButton>
    </form>
  );
}
