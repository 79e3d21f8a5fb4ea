'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage, INPUT_CLASS } from '@/components/ui/form-fields';
import { MAX_BANDS, shippingRatesSchema, type ShippingZone, type WeightBand } from '@/lib/shipping/schema';
import { ZONE_LABELS } from '@/lib/shipping/types';
import { useShippingRatesSave } from './use-shipping-writes';

type Row = { key: number; grams: string; fee: string };
let nextKey = 0;
const toRow = (band: WeightBand): Row => ({ key: (nextKey += 1), grams: String(band.maxWeightGrams), fee: String(band.fee) });
const FIELD = `${INPUT_CLASS} border-sand bg-white py-2`;

/** One zone's weight bands of a method: edit, add, remove, then save them all at once. */
export function ShippingRatesEditor({
  methodId,
  methodName,
  zone,
  bands,
}: {
  methodId: string;
  methodName: string;
  zone: ShippingZone;
  bands: WeightBand[];
}) {
  const [rows, setRows] = useState<Row[]>(() => bands.map(toRow));
  const [error, setError] = useState<string | null>(null);
  const save = useShippingRatesSave();
  const label = `${methodName}, ${ZONE_LABELS[zone]}`;
  const change = (key: number, part: 'grams' | 'fee', value: string) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [part]: value } : row)));
    setError(null);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
    const parsed = shippingRatesSchema.safeParse({
      zone,
      bands: rows.map((row) => ({ maxWeightGrams: number(row.grams), fee: number(row.fee) })),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    save.run({ id: methodId, input: parsed.data });
  }

  return (
    <form noValidate onSubmit={submit} aria-label={`${label} rates`} className="rounded-2xl border border-sand p-4">
      <h4 className="font-semibold text-walnut-900">{ZONE_LABELS[zone]}</h4>
      {rows.length === 0 && <p className="mt-2 text-sm text-walnut-600">No bands: this method does not deliver to this zone.</p>}
      <ul className="mt-2 space-y-2">
        {rows.map((row, index) => (
          <li key={row.key} className="flex flex-wrap items-end gap-2">
            <div className="min-w-28 flex-1 text-sm font-semibold text-walnut-800">
              <span aria-hidden="true">Up to (g)</span>
              <input
                aria-label={`${label}: band ${index + 1} up to grams`}
                inputMode="numeric"
                value={row.grams}
                onChange={(event) => change(row.key, 'grams', event.target.value)}
                className={FIELD}
              />
            </div>
            <div className="min-w-28 flex-1 text-sm font-semibold text-walnut-800">
              <span aria-hidden="true">Fee (Rs.)</span>
              <input
                aria-label={`${label}: band ${index + 1} fee`}
                inputMode="numeric"
                value={row.fee}
                onChange={(event) => change(row.key, 'fee', event.target.value)}
                className={FIELD}
              />
            </div>
            <Button
              size="sm"
              variant="danger-outline"
              aria-label={`Remove band ${index + 1} of ${label}`}
              onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <div aria-live="polite" className="mt-3 space-y-2">
        {(error ?? save.error) && <FormMessage tone="error">{error ?? save.error}</FormMessage>}
        {save.notice && !error && <FormMessage tone="success">{save.notice}</FormMessage>}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={rows.length >= MAX_BANDS}
          onClick={() => setRows((current) => [...current, { key: (nextKey += 1), grams: '', fee: '' }])}
        >
          Add band
        </Button>
        <Button
          type="submit"
          size="sm"
          disabled={save.pending}
          aria-busy={save.pending || undefined}
          aria-label={`Save rates for ${label}`}
        >
          Save rates
        </Button>
      </div>
    </form>
  );
}
