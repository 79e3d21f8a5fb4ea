'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { INPUT_CLASS } from '@/components/ui/form-fields';
import { MAX_BANDS, type WeightBand } from '@/lib/shipping/schema';

type Row = { key: number; grams: string; fee: string };
let nextKey = 0;
const FIELD = `${INPUT_CLASS} border-sand bg-white py-2`;
const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** The rows of a weight-band editor: typed text until saved, then numbers for the schema to judge. */
export function useWeightBandRows(bands: WeightBand[], onEdit: () => void) {
  const [rows, setRows] = useState<Row[]>(() =>
    bands.map((band) => ({ key: (nextKey += 1), grams: String(band.maxWeightGrams), fee: String(band.fee) })),
  );
  const edit = (next: (current: Row[]) => Row[]) => {
    setRows(next);
    onEdit();
  };
  return {
    rows,
    change: (key: number, part: 'grams' | 'fee', value: string) =>
      edit((current) => current.map((row) => (row.key === key ? { ...row, [part]: value } : row))),
    add: () => edit((current) => [...current, { key: (nextKey += 1), grams: '', fee: '' }]),
    remove: (key: number) => edit((current) => current.filter((row) => row.key !== key)),
    bands: () => rows.map((row) => ({ maxWeightGrams: number(row.grams), fee: number(row.fee) })),
    full: rows.length >= MAX_BANDS,
  };
}

/** Weight bands (up to a weight, a fee), each removable; `label` names them for screen readers. */
export function WeightBandsFields({ label, editor, none }: { label: string; editor: ReturnType<typeof useWeightBandRows>; none: string }) {
  return (
    <>
      {editor.rows.length === 0 && <p className="mt-2 text-sm text-walnut-600">{none}</p>}
      <ul className="mt-2 space-y-2">
        {editor.rows.map((row, index) => (
          <li key={row.key} className="flex flex-wrap items-end gap-2">
            <div className="min-w-28 flex-1 text-sm font-semibold text-walnut-800">
              <span aria-hidden="true">Up to (g)</span>
              <input
                aria-label={`${label}: band ${index + 1} up to grams`}
                inputMode="numeric"
                value={row.grams}
                onChange={(event) => editor.change(row.key, 'grams', event.target.value)}
                className={FIELD}
              />
            </div>
            <div className="min-w-28 flex-1 text-sm font-semibold text-walnut-800">
              <span aria-hidden="true">Fee (Rs.)</span>
              <input
                aria-label={`${label}: band ${index + 1} fee`}
                inputMode="numeric"
                value={row.fee}
                onChange={(event) => editor.change(row.key, 'fee', event.target.value)}
                className={FIELD}
              />
            </div>
            <Button
              size="sm"
              variant="danger-outline"
              aria-label={`Remove band ${index + 1} of ${label}`}
              onClick={() => editor.remove(row.key)}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The "Add band" button of an editor. */
export function AddBandButton({ editor }: { editor: ReturnType<typeof useWeightBandRows> }) {
  return (
    <Button size="sm" variant="secondary" disabled={editor.full} onClick={editor.add}>
      Add band
    </Button>
  );
}
