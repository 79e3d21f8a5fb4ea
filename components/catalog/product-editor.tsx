'use client';

import { useState } from 'react';
import { FormMessage, SubmitButton } from '@/components/ui/form-fields';
import { slugify } from '@/lib/catalog/admin-schema';
import type { AdminProduct } from '@/lib/catalog/admin-types';
import { draftOf, fieldsOf, ProductFieldset } from './product-fields';
import { useUpdateProduct } from './use-product-change';

/** The product's own fields on /admin/products/{id}. */
export function ProductEditor({ product }: { product: AdminProduct }) {
  const [draft, setDraft] = useState(() => draftOf(product));
  const update = useUpdateProduct(product.id);
  return (
    <form
      aria-label="Product details"
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        update.run(fieldsOf(draft));
      }}
    >
      <ProductFieldset draft={draft} onChange={setDraft} errors={update.fieldErrors} slugify={slugify} />
      <div aria-live="polite">
        {update.notice && <FormMessage tone="success">{update.notice}</FormMessage>}
        {update.error && <FormMessage tone="error">{update.error}</FormMessage>}
      </div>
      <SubmitButton pending={update.busy}>Save product</SubmitButton>
    </form>
  );
}
