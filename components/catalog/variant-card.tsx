'use client';

import { useState } from 'react';
import { FormMessage, SubmitButton, TextField } from '@/components/ui/form-fields';
import { LOW_STOCK_AT_MOST } from '@/lib/orders/admin-filters';
import { STOCK_REASONS } from '@/lib/catalog/admin-schema';
import type { AdminVariant, StockMovement } from '@/lib/catalog/admin-types';
import { formatPakistanDateTime } from '@/lib/format/date';
import { SelectField, toNumber } from '@/components/ui/choice-fields';
import { useAdjustStock, useUpdateVariant } from './use-product-change';
import { variantDraftOf, variantFieldsOf, VariantFieldset } from './variant-fields';

const REASON_WORDS: Record<string, string> = {
  restock: 'Restock',
  correction: 'Correction',
  spoilage: 'Spoilage',
  order_placed: 'Order placed',
  order_cancelled: 'Order cancelled',
  order_expired: 'Order expired',
  order_returned: 'Order returned',
};

/** One weight on /admin/products/{id}: its fields, a stock change with a reason, and its stock history. */
export function VariantCard({ productId, variant, history }: { productId: number; variant: AdminVariant; history: StockMovement[] }) {
  const [draft, setDraft] = useState(() => variantDraftOf(variant));
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState<string>('restock');
  const [note, setNote] = useState('');
  const update = useUpdateVariant(productId, variant.id);
  const adjust = useAdjustStock(productId, variant.id, () => {
    setDelta('');
    setNote('');
  });
  const low = variant.stock <= LOW_STOCK_AT_MOST;

  return (
    <article
      aria-label={`Weight ${variant.label} (${variant.sku})`}
      className="space-y-5 rounded-3xl border border-sand bg-white p-5 shadow-sm shadow-walnut-900/5"
    >
      <p className={`font-semibold ${low ? 'text-red-800' : 'text-walnut-900'}`}>
        In stock: {variant.stock}
        {low && ' (low)'}
        {!variant.active && ' · not on sale'}
      </p>
      <form
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          update.run(variantFieldsOf(draft));
        }}
      >
        <VariantFieldset
          legend={`${variant.label} (${variant.sku})`}
          draft={draft}
          onChange={setDraft}
          errors={update.fieldErrors}
          withStock={false}
        />
        <div aria-live="polite">
          {update.notice && <FormMessage tone="success">{update.notice}</FormMessage>}
          {update.error && <FormMessage tone="error">{update.error}</FormMessage>}
        </div>
        <SubmitButton pending={update.busy}>Save weight</SubmitButton>
      </form>
      <form
        noValidate
        aria-label={`Change stock of ${variant.sku}`}
        className="grid gap-3 sm:grid-cols-3"
        onSubmit={(event) => {
          event.preventDefault();
          adjust.run({ delta: toNumber(delta) as number, reason, note });
        }}
      >
        <TextField
          label="Change (+ or −)"
          name="delta"
          inputMode="numeric"
          value={delta}
          error={adjust.fieldErrors.delta}
          placeholder="+10 or -2"
          onValueChange={setDelta}
        />
        <SelectField label="Reason" value={reason} onValueChange={setReason} options={STOCK_REASONS} />
        <TextField label="Note (optional)" name="note" value={note} error={adjust.fieldErrors.note} onValueChange={setNote} />
        <div aria-live="polite" className="sm:col-span-3">
          {adjust.notice && <FormMessage tone="success">{adjust.notice}</FormMessage>}
          {adjust.error && <FormMessage tone="error">{adjust.error}</FormMessage>}
        </div>
        <SubmitButton pending={adjust.busy} className="sm:col-span-3">
          Change stock
        </SubmitButton>
      </form>
      <details>
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-apricot-800">Stock history ({history.length})</summary>
        {history.length === 0 ? (
          <p className="text-walnut-700">No stock changes yet.</p>
        ) : (
          <ol aria-label={`Stock history of ${variant.sku}`} className="divide-y divide-sand text-sm">
            {history.map((move) => (
              <li key={move.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="font-semibold text-walnut-950">
                  {move.delta > 0 ? `+${move.delta}` : move.delta} → {move.stockAfter}
                </span>
                <span className="text-walnut-700">
                  {REASON_WORDS[move.reason] ?? move.reason}
                  {move.note && ` · ${move.note}`}
                </span>
                <span className="text-walnut-600">{formatPakistanDateTime(move.at)}</span>
              </li>
            ))}
          </ol>
        )}
      </details>
    </article>
  );
}
